/**
 * Settings → Pages: the owner's words on the public pages in four languages (decision 243). One language
 * is edited at a time; each place is marked "Missing: …" where the owner wrote it in some language and
 * not in others, and an empty place shows what the page shows instead. Saved with the version loaded;
 * the public pages show a save on their next load.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES, type Language } from '../../../domain/language.ts';
import { pageTextKey, pageTextsUpdateOf, pageTextsUpdateSchema } from '../../../domain/page-texts-schema.ts';
import {
  missingPageTextLanguages,
  PAGE_TEXT_FIELDS,
  PAGE_TEXT_GROUPS,
  PAGE_TEXTS,
  type StoredPageTexts,
} from '../../../domain/page-texts.ts';
import { cardClass, primaryButton, sectionTitle } from '../../components/admin-styles.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { schemaMessageText } from '../../lib/refusal-text.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import {
  pageTextsKey,
  pageTextsQuery,
  savePageTexts,
  standardTextsQuery,
  type SavedPageTexts,
} from './page-texts-api.ts';
import { PageTextField } from './page-text-field.tsx';

export function PageTextsEditor() {
  const { t } = useTranslation('settings');
  const query = useQuery(pageTextsQuery());
  if (query.isPending) return <p className={cardClass}>{t('pages.loading')}</p>;
  if (query.isError)
    return (
      <p role="alert" className={cardClass}>
        {query.error.message}
      </p>
    );
  return <Editor saved={query.data} />;
}

type Form = Record<string, string>;

function formOf(texts: StoredPageTexts): Form {
  const flat: Record<string, unknown> = { ...pageTextsUpdateOf(texts, 0) };
  delete flat.version;
  return flat as Form;
}

/** What the form would store: the same shape the page reads, for the "Missing: …" marks. */
function storedOf(form: Form): StoredPageTexts {
  const stored: Record<string, Record<string, string>> = {};
  for (const language of SUPPORTED_LANGUAGES) {
    for (const field of PAGE_TEXT_FIELDS) {
      const text = (form[pageTextKey(language, field)] ?? '').trim();
      if (text !== '') (stored[language] ??= {})[field] = text;
    }
  }
  return stored as StoredPageTexts;
}

function Editor({ saved }: { saved: SavedPageTexts }) {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const [language, setLanguage] = useState<Language>('en');
  const [form, setForm] = useState<Form>(() => formOf(saved.texts));
  const [version, setVersion] = useState(saved.version);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const standard = useQuery(standardTextsQuery(language));
  const mutation = useMutation({
    mutationFn: savePageTexts,
    onSuccess: (answer) => {
      setVersion(answer.version);
      setForm(formOf(answer.texts));
      setDone(true);
      queryClient.setQueryData(pageTextsKey, answer);
    },
    onError: (error) => {
      setFields(error instanceof ApiRequestError ? error.fields : {});
      setProblem(error.message);
    },
  });
  const current = storedOf(form);
  const errorsIn = (candidate: Language) =>
    PAGE_TEXT_FIELDS.filter((field) => fields[pageTextKey(candidate, field)] !== undefined).length;
  const fieldCount = Object.keys(fields).length;

  const submit = () => {
    setDone(false);
    setProblem(null);
    const body = { ...form, version };
    const checked = pageTextsUpdateSchema.safeParse(body);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues)
        found[String(issue.path[0] ?? '_')] ??= schemaMessageText(issue.message);
      setFields(found);
      // Show the first language with something to fix.
      const first = SUPPORTED_LANGUAGES.find((candidate) =>
        Object.keys(found).some((key) => key.startsWith(`${candidate}.`)),
      );
      if (first) setLanguage(first);
      return;
    }
    setFields({});
    mutation.mutate(body);
  };

  return (
    <form
      noValidate
      aria-labelledby="page-texts-heading"
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2 id="page-texts-heading" className="sr-only">
        {t('pages.title')}
      </h2>
      <div className={`${cardClass} flex flex-col gap-3`}>
        <p id="page-texts-language-label" className="text-sm font-semibold text-plum">
          {t('pages.languageLabel')}
        </p>
        <div role="group" aria-labelledby="page-texts-language-label" className="flex flex-wrap gap-2">
          {SUPPORTED_LANGUAGES.map((candidate) => {
            const errors = errorsIn(candidate);
            const selected = candidate === language;
            return (
              <button
                key={candidate}
                type="button"
                aria-pressed={selected}
                onClick={() => setLanguage(candidate)}
                className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold ${
                  selected ? 'border-plum bg-plum text-cream' : 'border-plum/25 bg-white text-plum hover:bg-cream-deep'
                }`}
              >
                <span lang={candidate}>{LANGUAGE_NAMES[candidate]}</span>
                {errors > 0 ? (
                  <span
                    className={`rounded-full px-2 text-xs ${selected ? 'bg-cream text-red-800' : 'bg-red-50 text-red-800'}`}
                  >
                    {t('pages.toFix', { count: errors })}
                  </span>
                ) : null}
              </button>
            );
          })}
        </div>
        <p className="text-sm text-plum-soft">
          {language === 'en' ? t('pages.englishIntro') : t('pages.otherIntro', { language: LANGUAGE_NAMES[language] })}
        </p>
      </div>

      {PAGE_TEXT_GROUPS.map((group) => (
        <fieldset key={group} className={`${cardClass} flex flex-col gap-4`}>
          <legend className={`${sectionTitle} float-left mb-1 w-full`}>{t(`pages.groups.${group}.title`)}</legend>
          <p className="text-sm text-plum-soft">{t(`pages.groups.${group}.where`)}</p>
          {PAGE_TEXT_FIELDS.filter((field) => PAGE_TEXTS[field].group === group).map((field) => {
            const key = pageTextKey(language, field);
            return (
              <PageTextField
                key={key}
                field={field}
                language={language}
                value={form[key] ?? ''}
                english={(form[pageTextKey('en', field)] ?? '').trim()}
                standard={standard.data?.(PAGE_TEXTS[field].catalogueKey) ?? ''}
                missing={missingPageTextLanguages(current, field, SUPPORTED_LANGUAGES)}
                error={fields[key]}
                onChange={(value) => {
                  setDone(false);
                  setForm((before) => ({ ...before, [key]: value }));
                }}
              />
            );
          })}
        </fieldset>
      ))}

      <div className="sticky bottom-0 z-10 -mx-1 flex flex-col gap-3 rounded-2xl border border-plum/10 bg-cream/95 p-3 shadow-lg backdrop-blur">
        {problem || fieldCount > 0 ? (
          <p role="alert" className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
            {fieldCount > 0 ? t('pages.fixFields', { count: fieldCount }) : problem}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={primaryButton} disabled={mutation.isPending}>
            {mutation.isPending ? t('pages.saving') : t('pages.save')}
          </button>
          <p role="status" className="text-sm font-semibold text-plum">
            {done ? t('pages.saved') : ''}
          </p>
        </div>
      </div>
    </form>
  );
}
