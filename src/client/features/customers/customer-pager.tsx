import { useId } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { CUSTOMER_PAGE_SIZES } from '../../../domain/customers.ts';

const button =
  'min-h-10 rounded-full border border-plum/30 bg-white px-4 text-sm font-semibold text-plum hover:bg-cream-deep disabled:opacity-50';

/** Under the customer list: how many, which page, the page size, 'Previous' and 'Next'. */
export function CustomerPager({
  page,
  pageCount,
  pageSize,
  total,
  onPage,
  onPageSize,
}: {
  page: number;
  pageCount: number;
  pageSize: number;
  total: number;
  onPage(page: number): void;
  onPageSize(pageSize: number): void;
}) {
  const { t } = useTranslation('customers');
  const sizeId = useId();
  return (
    <nav aria-label={t('list.pagination')} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-plum-soft">
        {t('list.summary', { count: total })} · {t('list.pageOf', { page, pages: pageCount })}
      </p>
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
