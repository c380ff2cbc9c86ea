/**
 * The owner's words on a public page (decision 243): what the salon's facts carry, in the page's
 * language, falling back to the owner's English and then to the catalogue. The facts arrive in the
 * server's HTML, so the words are in the first paint and hydration changes nothing.
 */
import { pageText, type PageTextField } from '../../domain/page-texts.ts';
import { useSalonFacts } from './salon-facts.ts';
import { useLanguage, useTranslation } from './use-translation.ts';

export function usePageTexts(): (field: PageTextField) => string {
  const { pageTexts } = useSalonFacts();
  const language = useLanguage();
  const { t } = useTranslation();
  return (field) => pageText(pageTexts, field, language, { translate: (key) => t(key) });
}
