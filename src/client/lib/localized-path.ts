import { localizedPath } from '../../domain/language-paths.ts';
import { useLanguage } from './use-translation.ts';

/**
 * Links between the customer's pages stay in the page's language: `localize('/booking')` is
 * '/ru/booking' on a Russian page.
 */
export function useLocalizedPath(): (path: string) => string {
  const language = useLanguage();
  return (path) => localizedPath(path, language);
}
