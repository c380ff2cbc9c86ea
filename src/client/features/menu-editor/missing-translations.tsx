/** "Missing: ไทย, 简体中文" beside a category or service whose name or description is not translated yet. */
import { LANGUAGE_NAMES } from '../../../domain/language.ts';
import type { MenuTranslationLanguage } from '../../../domain/menu-translations.ts';
import { useTranslation } from '../../lib/use-translation.ts';

/** English counts too: it is every language's fallback, so an empty English text is marked first. */
export function MissingTranslations({
  languages,
}: {
  readonly languages: readonly (MenuTranslationLanguage | 'en')[];
}) {
  const { t } = useTranslation('menuEditor');
  if (languages.length === 0) return null;
  const names = languages.map((language) => LANGUAGE_NAMES[language]).join(', ');
  return (
    <span
      className="rounded-full border border-amber-700/40 bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900"
      title={t('translations.missingHint')}
      data-testid="missing-translations"
    >
      {t('translations.missingLanguages', { languages: names })}
    </span>
  );
}
