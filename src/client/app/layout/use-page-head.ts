import { useEffect } from 'react';
import { useLanguage, useTranslation } from '../../lib/use-translation.ts';
import { useSalonFacts } from '../../lib/salon-facts.ts';
import { pageHeadFor, type PublicPage } from './page-heads.ts';

function setMeta(selector: string, content: string): void {
  document.head.querySelector(selector)?.setAttribute('content', content);
}

/** Keeps the document title, description and social tags right after client-side navigation. */
export function usePageHead(page: PublicPage): void {
  const { t } = useTranslation();
  const language = useLanguage();
  const { details, pageTexts } = useSalonFacts();
  const { title, description } = pageHeadFor(page, t, details.name, { texts: pageTexts, language });
  useEffect(() => {
    document.title = title;
    setMeta('meta[name="description"]', description);
    setMeta('meta[property="og:title"]', title);
    setMeta('meta[property="og:description"]', description);
  }, [title, description]);
}
