import { useId } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { CUSTOMER_PAGE_SIZES } from '../../../domain/customers.ts';
import { LIST_ROW_LIMIT, TRIGRAM_SEARCH_LENGTH } from '../../../domain/list-bounds.ts';
import { currentLocale } from '../../lib/i18n.ts';

const button =
  'min-h-10 rounded-full border border-plum/30 bg-white px-4 text-sm font-semibold text-plum hover:bg-cream-deep disabled:opacity-50';

/**
 * Under the customer list: how many, which page, the page size, 'Previous' and 'Next'. Past 10,000
 * customers the count says "more than" and the pages stop (decision 210): a search finds the others.
 */
export function CustomerPager({
  page,
  pageCount,
  pageSize,
  total,
  totalExact,
  q,
  onPage,
  onPageSize,
}: {
  page: number;
  pageCount: number;
  pageSize: number;
  total: number;
  totalExact: boolean;
  /** The search shown (a hint explains what one or two characters find). */
  q: string;
  onPage(page: number): void;
  onPageSize(pageSize: number): void;
}) {
  const { t } = useTranslation('customers');
  const sizeId = useId();
  const limit = LIST_ROW_LIMIT.toLocaleString(currentLocale());
  const shortSearch = q !== '' && [...q].length < TRIGRAM_SEARCH_LENGTH;
  return (
    <nav aria-label={t('list.pagination')} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <div className="text-plum-soft">
        <p>
          {totalExact ? t('list.summary', { count: total }) : t('list.summaryMoreThan', { count: limit })} ·{' '}
          {t('list.pageOf', { page, pages: pageCount })}
        </p>
        {totalExact ? null : <p className="text-xs">{t('list.limitHint', { count: limit })}</p>}
        {shortSearch ? <p className="text-xs">{t('list.shortSearchHint')}</p> : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={sizeId} className="text-plum-soft">
          {t('list.pageSize')}
        </label>
        <select
          id={sizeId}
          value={pageSize}
          onChange={(event) => onPageSize(Number(event.target.value))}
          className="min-h-10 rounded-lg border border-plum/30 bg-white px-2 text-plum"
        >
          {CUSTOMER_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
        <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('list.previousPage')}
        </button>
        <button type="button" className={button} disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
          {t('list.nextPage')}
        </button>
      </div>
    </nav>
  );
}
