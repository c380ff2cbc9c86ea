/**
 * One place of a page in one language: its label, the "Missing: …" mark, the field (a text area where
 * the text is long), what shows while it is empty, and a counter against the layout's limit.
 */
import { LANGUAGE_NAMES, type Language } from '../../../domain/language.ts';
import { PAGE_TEXTS, type PageTextField as Field } from '../../../domain/page-texts.ts';
import { fieldClass as inputClass } from '../../components/admin-styles.ts';
import { FormField } from '../../components/form-field.tsx';
import { MissingLanguages } from '../../components/missing-languages.tsx';
import { useTranslation } from '../../lib/use-translation.ts';

interface PageTextFieldProps {
  readonly field: Field;
  readonly language: Language;
  readonly value: string;
  /** The owner's English of this place ('' when none): what an empty other language shows. */
  readonly english: string;
  /** The catalogue's text in this language: what shows while the owner has written nothing. */
  readonly standard: string;
  readonly missing: readonly Language[];
  readonly error: string | undefined;
  onChange(value: string): void;
}

export function pageTextInputId(language: Language, field: Field): string {
  return `page-text-${language}-${field}`;
}

export function PageTextField({
  field,
  language,
  value,
  english,
  standard,
  missing,
  error,
  onChange,
}: PageTextFieldProps) {
  const { t } = useTranslation('settings');
  const spec = PAGE_TEXTS[field];
  const id = pageTextInputId(language, field);
  const languageName = LANGUAGE_NAMES[language];
  const long = spec.max > 80 || spec.paragraphs > 1;
  const hint =
    value.trim() !== ''
      ? spec.paragraphs > 1
        ? t('pages.paragraphsHint', { count: spec.paragraphs })
        : undefined
      : language !== 'en' && english !== ''
        ? t('pages.emptyShowsEnglish', { language: languageName })
        : t('pages.emptyShowsStandard');
  const length = value.trim().length;
  return (
    <div className="flex flex-col gap-1 border-t border-plum/10 pt-4 first-of-type:border-0 first-of-type:pt-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <MissingLanguages
          languages={missing}
          text={(names) => t('pages.missing', { languages: names })}
          hint={t('pages.missingHint')}
        />
        <span
          className={`ml-auto text-xs tabular-nums ${length > spec.max ? 'font-semibold text-red-800' : 'text-plum-soft'}`}
          aria-hidden="true"
        >
          {length} / {spec.max}
        </span>
      </div>
      <FormField id={id} label={t(`pages.fields.${field}`)} hint={hint} error={error}>
        {(describedBy) => {
          const common = {
            id,
            lang: language,
            value,
            placeholder: language !== 'en' && english !== '' ? english : standard,
            className: inputClass,
            'aria-describedby': describedBy,
            'aria-invalid': error ? true : undefined,
          } as const;
          return long ? (
            <textarea
              {...common}
              rows={spec.paragraphs > 1 ? 6 : 3}
              onChange={(event) => onChange(event.target.value)}
              onKeyDown={(event) => {
                // One-line places take no line break: Enter would only earn a refusal.
                if (event.key === 'Enter' && spec.paragraphs === 1) event.preventDefault();
              }}
            />
          ) : (
            <input {...common} autoComplete="off" onChange={(event) => onChange(event.target.value)} />
          );
        }}
      </FormField>
    </div>
  );
}
