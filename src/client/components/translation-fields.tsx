/**
 * The Thai, Russian and Chinese texts of an owner-written name (decision 174): one group per
 * language, named by the language's own name, with a name field (and a description field for a
 * service). An empty field says under it that readers of that language see the English text. The menu
 * editor's categories and services and the products editor share it (their texts are the menuEditor
 * namespace's).
 */
import { LANGUAGE_NAMES } from '../../domain/language.ts';
import { MENU_LIMITS } from '../../domain/menu-editing.ts';
import { MENU_TRANSLATION_LANGUAGES, type MenuTranslationLanguage } from '../../domain/menu-translations.ts';
import { useTranslation } from '../lib/use-translation.ts';
import { fieldClass } from './admin-styles.ts';
import { FormField } from './form-field.tsx';

export interface TranslationValues {
  readonly name: string;
  readonly description?: string;
}

export type TranslationFormValues = Readonly<Record<MenuTranslationLanguage, TranslationValues>>;

interface TranslationFieldsProps {
  /** Prefix of the inputs' ids: `${idPrefix}-translations-th-name`. */
  readonly idPrefix: string;
  readonly values: TranslationFormValues;
  /** The English description: a translated one is missing only when there is one to translate. */
  readonly englishDescription?: string;
  readonly nameMax: number;
  /** Messages by field: 'translations' (the whole group) or 'translations.th.name'. */
  readonly errors: Readonly<Record<string, string>>;
  /** The group's first sentence, when it is not the menu's (a category's or a service's). */
  readonly intro?: string;
  /** The hint under an empty name, given the language's own name, when it is not the menu's. */
  readonly missingName?: (languageName: string) => string;
  onChange(language: MenuTranslationLanguage, field: 'name' | 'description', value: string): void;
}

export function translationFieldId(idPrefix: string, language: MenuTranslationLanguage, field: string): string {
  return `${idPrefix}-translations-${language}-${field}`;
}

export function TranslationFields(props: TranslationFieldsProps) {
  const { t } = useTranslation('menuEditor');
  const withDescription = props.englishDescription !== undefined;
  const groupError = props.errors.translations;
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-plum/10 bg-white p-3">
      <legend className="px-1 text-sm font-semibold text-plum">{t('translations.heading')}</legend>
      <p className="text-xs text-plum-soft">
        {props.intro ?? (withDescription ? t('translations.serviceIntro') : t('translations.categoryIntro'))}
      </p>
      {groupError ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {groupError}
        </p>
      ) : null}
      {MENU_TRANSLATION_LANGUAGES.map((language) => {
        const languageName = LANGUAGE_NAMES[language];
        const values = props.values[language];
        const nameId = translationFieldId(props.idPrefix, language, 'name');
        const descriptionId = translationFieldId(props.idPrefix, language, 'description');
        const nameError = props.errors[`translations.${language}.name`];
        const descriptionError = props.errors[`translations.${language}.description`];
        const descriptionHint =
          values.description?.trim() !== ''
            ? undefined
            : props.englishDescription?.trim()
              ? t('translations.missingDescription', { language: languageName })
              : t('translations.optionalDescription');
        return (
          <div
            key={language}
            lang={language}
            className="flex flex-col gap-2 border-t border-plum/10 pt-2 first-of-type:border-0"
          >
            <FormField
              id={nameId}
              label={t('translations.nameIn', { language: languageName })}
              hint={
                values.name.trim() === ''
                  ? (props.missingName?.(languageName) ?? t('translations.missingName', { language: languageName }))
                  : undefined
              }
              error={nameError}
            >
              {(describedBy) => (
                <input
                  id={nameId}
                  className={fieldClass}
                  value={values.name}
                  maxLength={props.nameMax + 20}
                  autoComplete="off"
                  aria-describedby={describedBy}
                  aria-invalid={nameError ? true : undefined}
                  onChange={(event) => props.onChange(language, 'name', event.target.value)}
                />
              )}
            </FormField>
            {withDescription ? (
              <FormField
                id={descriptionId}
                label={t('translations.descriptionIn', { language: languageName })}
                hint={descriptionHint}
                error={descriptionError}
              >
                {(describedBy) => (
                  <textarea
                    id={descriptionId}
                    className={`${fieldClass} min-h-16`}
                    value={values.description ?? ''}
                    rows={2}
                    maxLength={MENU_LIMITS.descriptionMax + 50}
                    aria-describedby={describedBy}
                    aria-invalid={descriptionError ? true : undefined}
                    onChange={(event) => props.onChange(language, 'description', event.target.value)}
                  />
                )}
              </FormField>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
