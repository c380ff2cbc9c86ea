/**
 * The payroll of a period (decision 255): a period picker with this month and last month, a table
 * per technician with a totals row (cards on a phone), and the period's CSV. The period lives in the
 * address (?from=&to=), so a reload or a bookmark shows the same report.
 */
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatBaht } from '../../../domain/checkout/money.ts';
import { formatLongDate } from '../../../i18n/format.ts';
import { intlLocale } from '../../../i18n/setup.ts';
import { isBoundedCalendarDate } from '../../../domain/input-bounds.ts';
import { lastMonthPeriod, payrollQuerySchema, thisMonthPeriod, type PayrollPeriod } from '../../../domain/payroll.ts';
import { cardClass, fieldClass, primaryButton, secondaryButton, smallButton } from '../../components/admin-styles.ts';
import { FormField } from '../../components/form-field.tsx';
import { ProblemAlert } from '../../components/problem-alert.tsx';
import { useSalonNow } from '../../lib/use-salon-now.ts';
import { useLanguage, useTranslation } from '../../lib/use-translation.ts';
import { payrollCsvHref, refusalText, usePayrollReport, type PayrollReportView } from './payroll-api.ts';

function periodFromAddress(params: URLSearchParams, fallback: PayrollPeriod): PayrollPeriod {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return isBoundedCalendarDate(from) && isBoundedCalendarDate(to) ? { from, to } : fallback;
}

export function PayrollScreen() {
  const { t } = useTranslation('payroll');
  const today = useSalonNow().date;
  const [params, setParams] = useSearchParams();
  const period = periodFromAddress(params, thisMonthPeriod(today));
  const valid = payrollQuerySchema.safeParse(period).success;
  const report = usePayrollReport(valid ? period : null);
  const show = (next: PayrollPeriod) => setParams({ from: next.from, to: next.to });

  return (
    <div className="space-y-5">
      <PeriodPicker key={`${period.from}:${period.to}`} period={period} today={today} onShow={show} />
      {!valid ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {t('period.invalid')}
        </p>
      ) : report.isError ? (
        <ProblemAlert
          problem={refusalText(report.error)}
          onDismiss={() => void report.refetch()}
          dismissLabel={t('screen.retry')}
        />
      ) : !report.data ? (
        <p className="text-plum-soft">{t('screen.loading')}</p>
      ) : (
        <Report report={report.data} period={period} />
      )}
      <p className="text-sm text-plum-soft">
        <Link to="/admin/settings/commission" className="font-semibold text-plum underline hover:text-rose-deep">
          {t('report.ratesLink')}
        </Link>
      </p>
    </div>
  );
}

function PeriodPicker(props: { period: PayrollPeriod; today: string; onShow(period: PayrollPeriod): void }) {
  const { t } = useTranslation('payroll');
  const [from, setFrom] = useState<string>(props.period.from);
  const [to, setTo] = useState<string>(props.period.to);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onShow({ from, to });
  };
  const thisMonth = thisMonthPeriod(props.today);
  const lastMonth = lastMonthPeriod(props.today);
  const isCurrent = (preset: PayrollPeriod) => preset.from === props.period.from && preset.to === props.period.to;
  return (
    <form className={`${cardClass} space-y-4`} onSubmit={submit} aria-labelledby="payroll-period-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="payroll-period-title" className="font-semibold text-plum">
          {t('period.legend')}
        </h2>
        <div className="flex flex-wrap gap-2" role="group" aria-label={t('period.presets')}>
          <button
            type="button"
            className={`${smallButton} aria-pressed:border-plum aria-pressed:bg-plum aria-pressed:text-cream aria-pressed:hover:bg-plum/90`}
            aria-pressed={isCurrent(thisMonth)}
            onClick={() => props.onShow(thisMonth)}
          >
            {t('period.thisMonth')}
          </button>
          <button
            type="button"
            className={`${smallButton} aria-pressed:border-plum aria-pressed:bg-plum aria-pressed:text-cream aria-pressed:hover:bg-plum/90`}
            aria-pressed={isCurrent(lastMonth)}
            onClick={() => props.onShow(lastMonth)}
          >
            {t('period.lastMonth')}
          </button>
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <FormField id="payroll-from" label={t('period.from')}>
          {(describedBy) => (
            <input
              id="payroll-from"
              type="date"
              required
              min="2000-01-01"
              max="2099-12-31"
              className={fieldClass}
              value={from}
              aria-describedby={describedBy ?? 'payroll-period-hint'}
              onChange={(event) => setFrom(event.target.value)}
            />
          )}
        </FormField>
        <FormField id="payroll-to" label={t('period.to')}>
          {(describedBy) => (
            <input
              id="payroll-to"
              type="date"
              required
              min="2000-01-01"
              max="2099-12-31"
              className={fieldClass}
              value={to}
              aria-describedby={describedBy ?? 'payroll-period-hint'}
              onChange={(event) => setTo(event.target.value)}
            />
          )}
        </FormField>
        <button type="submit" className={primaryButton}>
          {t('period.show')}
        </button>
      </div>
      <p id="payroll-period-hint" className="text-xs text-plum-soft">
        {t('period.hint')}
      </p>
    </form>
  );
}

function Report({ report, period }: { report: PayrollReportView; period: PayrollPeriod }) {
  const { t } = useTranslation('payroll');
  const language = useLanguage();
  const money = (amount: number) => formatBaht(amount, language);
  const columns = [
    { key: 'sales', label: t('report.sales') },
    { key: 'commission', label: t('report.commission') },
    { key: 'tips', label: t('report.tips') },
    { key: 'pay', label: t('report.pay') },
  ] as const;
  const share = (report.tipShareBasisPoints / 100).toLocaleString(language);
  return (
    <section aria-labelledby="payroll-report-title" className={`${cardClass} space-y-4`}>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <div>
          <h2 id="payroll-report-title" className="font-display text-xl font-semibold text-plum">
            {t('report.title', {
              from: formatLongDate(report.from, intlLocale(language)),
              to: formatLongDate(report.to, intlLocale(language)),
            })}
          </h2>
          <p className="text-xs text-plum-soft">{t('report.tipShare', { share })}</p>
        </div>
        <a href={payrollCsvHref(period)} className={secondaryButton} download>
          {t('report.export')}
        </a>
      </div>
      {report.technicians.length === 0 ? (
        <p className="text-sm text-plum-soft">{t('report.empty')}</p>
      ) : (
        <>
          <table className="hidden w-full text-sm sm:table">
            <thead>
              <tr className="border-b border-plum/15 text-left text-xs text-plum-soft">
                <th scope="col" className="py-2 font-medium">
                  {t('report.technician')}
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  {t('report.treatments')}
                </th>
                {columns.map((column) => (
                  <th key={column.key} scope="col" className="py-2 text-right font-medium">
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {report.technicians.map((row) => (
                <tr key={row.technicianId} className="border-b border-plum/5">
                  <th scope="row" className="py-2 text-left font-semibold text-plum">
                    {row.name}
                  </th>
                  <td className="py-2 text-right tabular-nums">{row.treatments}</td>
                  {columns.map((column) => (
                    <td key={column.key} className="py-2 text-right tabular-nums">
                      {money(row[column.key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t-2 border-plum/20 font-semibold text-plum">
                <th scope="row" className="py-2 text-left">
                  {t('report.total')}
                </th>
                <td className="py-2 text-right tabular-nums">{report.totals.treatments}</td>
                {columns.map((column) => (
                  <td key={column.key} className="py-2 text-right tabular-nums">
                    {money(report.totals[column.key])}
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
          <ul className="space-y-3 sm:hidden" aria-label={t('report.listLabel')}>
            {[
              ...report.technicians.map((row) => ({ ...row, id: row.technicianId, total: false })),
              { ...report.totals, id: 'total', name: t('report.total'), total: true },
            ].map((row) => (
              <li
                key={row.id}
                className={`rounded-xl border p-3 ${row.total ? 'border-plum/30 bg-cream-deep/60' : 'border-plum/10 bg-white'}`}
              >
                <p className="font-semibold text-plum">{row.name}</p>
                <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                  <div className="contents">
                    <dt className="text-plum-soft">{t('report.treatments')}</dt>
                    <dd className="text-right tabular-nums">{row.treatments}</dd>
                  </div>
                  {columns.map((column) => (
                    <div key={column.key} className="contents">
                      <dt className={column.key === 'pay' ? 'font-semibold text-plum' : 'text-plum-soft'}>
                        {column.label}
                      </dt>
                      <dd
                        className={`text-right tabular-nums ${column.key === 'pay' ? 'font-semibold text-plum' : ''}`}
                      >
                        {money(row[column.key])}
                      </dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
