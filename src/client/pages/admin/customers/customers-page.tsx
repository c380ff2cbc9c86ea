/**
 * /admin/customers?q=&page=&pageSize=: everyone who has booked, found by name, phone in any
 * format or e-mail, with their totals; "Download CSV" gives the same search as a spreadsheet file.
 * Search and page live in the URL, so a reload or the back button keeps them.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useSearchParams } from 'react-router';
import { customerListQuerySchema, DEFAULT_CUSTOMER_PAGE_SIZE, EXPORT_MAX_ROWS } from '../../../../domain/customers.ts';
import { lastReachablePage } from '../../../../domain/list-bounds.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { CustomerList } from '../../../features/customers/customer-list.tsx';
import { CustomerPager } from '../../../features/customers/customer-pager.tsx';
import { CustomerSearch } from '../../../features/customers/customer-search.tsx';
import { customerListQuery, customersCsvUrl } from '../../../features/customers/customers-api.ts';

export default function CustomersPage() {
  const { t } = useTranslation('customers');
  const [params, setParams] = useSearchParams();
  // A hand-edited URL with a bad value falls back to the defaults instead of an error.
  // A page past the ones the server pages through (decision 210) shows the last of them.
  const asked = Object.fromEntries(params);
  const pageSize = Number(asked.pageSize ?? DEFAULT_CUSTOMER_PAGE_SIZE);
  if (asked.page !== undefined && Number(asked.page) > lastReachablePage(pageSize) && Number.isInteger(pageSize)) {
    asked.page = String(lastReachablePage(pageSize));
  }
  const parsed = customerListQuerySchema.safeParse(asked);
  const query = parsed.success ? parsed.data : customerListQuerySchema.parse({});
  const list = useQuery(customerListQuery(query));

  const update = (changes: Record<string, string | null>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: 'q' in changes },
    );
  };

  const page = list.data;
  return (
    <section aria-labelledby="customers-title">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="customers-title" className="font-display text-3xl font-semibold text-plum sm:text-4xl">
            {t('list.title')}
          </h1>
          <p className="mt-1 max-w-3xl text-sm text-plum-soft">{t('list.intro')}</p>
        </div>
        {page && page.total > EXPORT_MAX_ROWS ? (
          // The server would refuse the file (decision 162): say so here instead of downloading an error.
          <p className="max-w-xs text-sm text-plum-soft">
            {t('list.downloadTooMany', { max: new Intl.NumberFormat(currentLocale()).format(EXPORT_MAX_ROWS) })}
          </p>
        ) : (
          <a
            href={customersCsvUrl(query.q)}
            download
            title={t('list.downloadHint')}
            className="inline-flex min-h-10 items-center rounded-full border border-plum/30 bg-white px-5 text-sm font-semibold text-plum hover:border-rose-deep hover:text-rose-deep"
          >
            {t('list.download')}
          </a>
        )}
      </div>
      <div className="mt-6">
        <CustomerSearch q={query.q} onSearch={(q) => update({ q, page: null })} />
      </div>
      <div className="mt-6 space-y-4" aria-busy={list.isFetching}>
        {list.isError ? (
          <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
            {t('list.loadFailed')}{' '}
            <button type="button" className="font-semibold underline" onClick={() => void list.refetch()}>
              {t('list.retry')}
            </button>
          </div>
        ) : !page ? (
          <p role="status" className="text-sm text-plum-soft">
            {t('list.loading')}
          </p>
        ) : page.items.length === 0 ? (
          <p className="rounded-2xl border border-plum/10 bg-white px-4 py-6 text-center text-plum-soft">
            {query.q === '' ? t('list.empty') : t('list.emptySearch', { q: query.q })}
          </p>
        ) : (
          <>
            <CustomerList items={page.items} />
            <CustomerPager
              page={page.page}
              pageCount={page.pageCount}
              pageSize={page.pageSize}
              total={page.total}
              totalExact={page.totalExact}
              q={query.q}
              onPage={(next) => update({ page: next === 1 ? null : String(next) })}
              onPageSize={(size) => update({ pageSize: String(size), page: null })}
            />
          </>
        )}
      </div>
    </section>
  );
}
