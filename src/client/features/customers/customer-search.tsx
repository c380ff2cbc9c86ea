import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { CUSTOMER_SEARCH_MAX_LENGTH } from '../../../domain/customers.ts';

/** Typing pauses this long before the search goes to the URL (and the server). */
const SEARCH_DELAY_MS = 300;

/** The Customers page's search box: name, phone in any format, or e-mail. */
export function CustomerSearch({ q, onSearch }: { q: string; onSearch(q: string): void }) {
  const { t } = useTranslation('customers');
  const id = useId();
  const [text, setText] = useState(q);
  const lastSent = useRef(q);
  const latestOnSearch = useRef(onSearch);
  useEffect(() => {
    latestOnSearch.current = onSearch;
  });

  // The URL changed from elsewhere (back button): show its search text.
  useEffect(() => {
    if (q !== lastSent.current) {
      lastSent.current = q;
      setText(q);
    }
  }, [q]);

  useEffect(() => {
    if (text.trim() === lastSent.current) return;
    const timer = setTimeout(() => {
      lastSent.current = text.trim();
      latestOnSearch.current(text.trim());
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <form
      role="search"
      aria-label={t('list.searchLabel')}
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        lastSent.current = text.trim();
        onSearch(text.trim());
      }}
    >
      <div className="min-w-0 flex-1 basis-64">
        <label htmlFor={id} className="block text-sm font-medium text-plum">
          {t('list.searchLabel')}
        </label>
        <input
          id={id}
          type="search"
          value={text}
          maxLength={CUSTOMER_SEARCH_MAX_LENGTH}
          placeholder={t('list.searchPlaceholder')}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
          className="mt-1 w-full rounded-lg border border-plum/30 bg-white px-3 py-2 text-sm text-plum focus-visible:border-rose-deep"
        />
      </div>
      <button
        type="submit"
        className="min-h-10 rounded-full bg-rose-deep px-5 text-sm font-semibold text-white hover:bg-plum"
      >
        {t('list.search')}
      </button>
    </form>
  );
}
