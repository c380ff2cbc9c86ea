import { useId } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { DASHBOARD_PAGE_SIZES } from '../../../domain/appointment-dashboard.ts';
import { lastReachablePage, LIST_ROW_LIMIT, TRIGRAM_SEARCH_LENGTH } from '../../../domain/list-bounds.ts';
import { currentLocale } from '../../lib/i18n.ts';

/**
 * Under the dashboard's table: which rows these are, the page size, 'Previous' and 'Next'. Only the
 * first 10,000 matches are paged through (decision 210): past them the count says "more than".
 */
export function DashboardPagination({
  page,
  pageCount,
  pageSize,
  total,
  totalExact,
  shown,
  q,
  onPage,
  onPageSize,
}: {
  page: number;
  pageCount: number;
  pageSize: number;
  /** At least this many when not exact: the server stops counting ten pages ahead (decision 042). */
  total: number;
  totalExact: boolean;
  shown: number;
  /** The search shown (a hint explains what one or two characters find). */
  q: string;
  onPage(page: number): void;
  onPageSize(pageSize: number): void;
}) {
  const { t } = useTranslation('admin');
  const sizeId = useId();
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const atLimit = !totalExact && total >= LIST_ROW_LIMIT;
  const limit = LIST_ROW_LIMIT.toLocaleString(currentLocale());
  const shortSearch = q !== '' && [...q].length < TRIGRAM_SEARCH_LENGTH;
  const summaryKey = totalExact
    ? 'dashboard.pageSummary'
    : atLimit
      ? 'dashboard.pageSummaryMoreThan'
      : 'dashboard.pageSummaryAtLeast';
  const button =
    'rounded-full border border-plum/30 bg-white px-4 py-1.5 text-sm font-semibold text-plum hover:bg-cream-deep disabled:opacity-50';
  return (
    <nav aria-label={t('dashboard.pagination')} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <div className="text-plum-soft">
        <p>
          {t(summaryKey, { from, to: from + Math.max(shown, 1) - 1, total: atLimit ? limit : total })} ·{' '}
          {t(totalExact || atLimit ? 'dashboard.pageOf' : 'dashboard.pageOfAtLeast', { page, pages: pageCount })}
        </p>
        {atLimit ? <p className="text-xs">{t('dashboard.limitHint', { count: limit })}</p> : null}
        {shortSearch ? <p className="text-xs">{t('dashboard.shortSearchHint')}</p> : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={sizeId} className="text-plum-soft">
          {t('dashboard.pageSize')}
        </label>
        <select
          id={sizeId}
          value={pageSize}
          onChange={(event) => onPageSize(Number(event.target.value))}
          className="rounded-lg border border-plum/30 bg-white px-2 py-1 text-plum"
        >
          {DASHBOARD_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
        <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('dashboard.previousPage')}
        </button>
        <button
          type="button"
          className={button}
          disabled={page >= lastReachablePage(pageSize) || ((totalExact || atLimit) && page >= pageCount)}
          onClick={() => onPage(page + 1)}
        >
          {t('dashboard.nextPage')}
        </button>
      </div>
    </nav>
  );
}
