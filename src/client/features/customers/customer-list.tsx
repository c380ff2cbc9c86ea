import { useTranslation } from '../../lib/use-translation.ts';
import { Link } from 'react-router';
import type { CustomerListRow } from '../../../domain/customers.ts';
import { formatBaht, formatLongDate } from '../../../i18n/format.ts';
import { currentLocale } from '../../lib/i18n.ts';

const th = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-plum-soft uppercase';
const numberCell = 'px-3 py-3 text-right tabular-nums text-plum';

/**
 * One page of customers: a table from the medium breakpoint up, one card per customer below it (a
 * phone at the desk), each opening the customer's record.
 */
export function CustomerList({ items }: { items: readonly CustomerListRow[] }) {
  const { t } = useTranslation('customers');
  const locale = currentLocale();
  const lastVisit = (row: CustomerListRow) => (row.lastVisit ? formatLongDate(row.lastVisit, locale) : t('list.never'));
  const spent = (row: CustomerListRow) => t('price', { amount: formatBaht(row.totalSpentThb, locale) });
  const contacts = (row: CustomerListRow) => (
    <span className="block text-xs break-all text-plum-soft">
      {[row.phone, row.email].filter((value) => value !== '').join(' · ')}
    </span>
  );
  return (
    <>
      <ul className="space-y-3 md:hidden" aria-label={t('list.tableLabel')}>
        {items.map((row) => (
          <li key={row.id} className="rounded-2xl border border-plum/10 bg-white p-4 shadow-sm">
            <Link
              to={`/admin/customers/${row.id}`}
              className="font-semibold text-rose-deep underline decoration-rose/40 underline-offset-4"
            >
              {row.name}
            </Link>
            {contacts(row)}
            <dl className="mt-3 grid grid-cols-3 gap-x-3 gap-y-2 text-xs">
              {(
                [
                  ['visits', row.visits],
                  ['upcoming', row.upcoming],
                  ['spent', spent(row)],
                  ['cancellations', row.cancellations],
                  ['noShows', row.noShows],
                  ['lastVisit', lastVisit(row)],
                ] as const
              ).map(([key, value]) => (
                <div key={key}>
                  <dt className="text-plum-soft">{t(`list.columns.${key}`)}</dt>
                  <dd className="font-semibold text-plum tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-2xl border border-plum/10 bg-white shadow-sm md:block">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{t('list.tableLabel')}</caption>
          <thead className="border-b border-plum/10 bg-cream-deep/60">
            <tr>
              <th scope="col" className={th}>
                {t('list.columns.customer')}
              </th>
              {(['visits', 'upcoming', 'spent', 'cancellations', 'noShows'] as const).map((key) => (
                <th key={key} scope="col" className={`${th} text-right`}>
                  {t(`list.columns.${key}`)}
                </th>
              ))}
              <th scope="col" className={th}>
                {t('list.columns.lastVisit')}
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((row) => (
              <tr key={row.id} className="border-b border-plum/5 last:border-0 hover:bg-cream/60">
                <td className="px-3 py-3">
                  <Link
                    to={`/admin/customers/${row.id}`}
                    className="font-semibold text-rose-deep underline decoration-rose/40 underline-offset-4"
                  >
                    {row.name}
                  </Link>
                  {contacts(row)}
                </td>
                <td className={numberCell}>{row.visits}</td>
                <td className={numberCell}>{row.upcoming}</td>
                <td className={numberCell}>{spent(row)}</td>
                <td className={numberCell}>{row.cancellations}</td>
                <td className={numberCell}>{row.noShows}</td>
                <td className="px-3 py-3 whitespace-nowrap text-plum">{lastVisit(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
