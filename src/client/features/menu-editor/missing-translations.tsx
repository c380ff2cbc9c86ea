/** "Missing: ไทย, 简体中文" beside a category or service whose name or description is not translated yet. */
import type { MenuTranslationLanguage } from '../../../domain/menu-translations.ts';
import { MissingLanguages } from '../../components/missing-languages.tsx';
import { useTranslation } from '../../lib/use-translation.ts';

/** English counts too: it is every language's fallback, so an empty English text is marked first. */
export function MissingTranslations({
  languages,
}: {
  readonly languages: readonly (MenuTranslationLanguage | 'en')[];
}) {
  const { t } = useTranslation('menuEditor');
  return (
    <MissingLanguages
      languages={languages}
      text={(names) => t('translations.missingLanguages', { languages: names })}
      hint={t('translations.missingHint')}
    />
  );
}
