/**
 * The Appointments Dashboard (spec section 2; issue 6): search and filters in
 * the URL, one server page at a time, status buttons, technician selects,
 * delete with confirmation, in-progress highlight on the salon's clock.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  DASHBOARD_PAGE_SIZES,
  DASHBOARD_STATUS_FILTERS,
  DASHBOARD_TIME_FILTERS,
  isInProgress,
  type DashboardQuery,
} from '../../../domain/appointment-dashboard.ts';
import type { AppointmentStatus } from '../../../domain/appointment-status.ts';
import type { SalonMoment } from '../../../domain/salon-time.ts';
import { formatBaht, formatLongDate, formatTimeOfDay } from '../../../i18n/format.ts';
import { currentLocale } from '../../lib/i18n.ts';
import {
  appointmentListQuery,
  errorMessage,
  techniciansQuery,
  type AppointmentListItem,
  type TechnicianOption,
} from './appointments-api.ts';
import { dashboardSearchParams, readDashboardQuery } from './dashboard-url.ts';
import { DeleteAppointmentDialog } from './delete-appointment-dialog.tsx';
import { StatusActions } from './status-actions.tsx';
import { StatusBadge } from './status-badge.tsx';
import { TechnicianSelect } from './technician-select.tsx';
import { useAppointmentEdit, useDeleteAppointment } from './use-appointment-edit.ts';
import { useSalonNow } from './use-salon-now.ts';

const SEARCH_DELAY_MS = 300;

const fieldClass =
  'w-full rounded-lg border border-plum/30 bg-white px-3 py-2 text-sm text-plum focus-visible:border-rose-deep';

export function AppointmentsDashboard() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const query = readDashboardQuery(params);
  const list = useQuery(appointmentListQuery(query));
  const technicians = useQuery(techniciansQuery());
  const edit = useAppointmentEdit();
  const remove = useDeleteAppointment();
  const now = useSalonNow();
  const [toDelete, setToDelete] = useState<AppointmentListItem | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const update = (changes: Partial<DashboardQuery>) => {
    // Any new filter starts again at the first page.
    const next = { ...query, page: 1, ...changes };
    setParams(dashboardSearchParams(next), { replace: true });
  };

  const change = (item: AppointmentListItem, editValue: Parameters<typeof edit.mutate>[0]['edit']) => {
    setProblem(null);
    edit.mutate(
      { id: item.id, version: item.version, edit: editValue },
      { onError: (error) => setProblem(t('dashboard.changeFailed', { message: errorMessage(error) })) },
    );
  };

  const page = list.data;
  const firstLoad = list.isPending;

  // A page past the end (rows deleted, a stale link): go to the last page that exists.
  const pastEnd = page !== undefined && page.items.length === 0 && page.total > 0 && page.page > page.pageCount;
  useEffect(() => {
    if (pastEnd && page) setParams(dashboardSearchParams({ ...query, page: page.pageCount }), { replace: true });
  }, [pastEnd, page, query, setParams]);

  return (
    <section aria-labelledby="dashboard-title" className="space-y-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="dashboard-title" className="font-display text-4xl font-semibold text-plum">
            {t('dashboard.title')}
          </h1>
          <p className="mt-1 text-sm text-plum-soft">{t('dashboard.intro')}</p>
        </div>
        <button
          type="button"
          onClick={() => void list.refetch()}
          disabled={list.isFetching}
          className="rounded-full border border-rose-deep bg-white px-5 py-2 text-sm font-semibold text-rose-deep hover:bg-blush disabled:opacity-70"
        >
          {list.isFetching && !firstLoad ? t('dashboard.refreshing') : t('dashboard.refresh')}
        </button>
      </header>

      <Filters query={query} technicians={technicians.data ?? []} onChange={update} />

      {problem ? (
        <div
          role="alert"
          className="flex items-start justify-between gap-3 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900"
        >
          <p>{problem}</p>
          <button type="button" onClick={() => setProblem(null)} className="font-semibold underline">
            {t('dashboard.dismiss')}
          </button>
        </div>
      ) : null}

      {firstLoad ? (
        <p role="status" className="rounded-xl bg-white/70 px-4 py-10 text-center text-plum-soft">
          {t('dashboard.loading')}
        </p>
      ) : list.isError && !page ? (
        <div role="alert" className="rounded-xl border border-red-300 bg-red-50 px-4 py-6 text-center text-red-900">
          <p>{t('dashboard.loadFailed', { message: errorMessage(list.error) })}</p>
          <button type="button" onClick={() => void list.refetch()} className="mt-3 font-semibold underline">
            {t('dashboard.retry')}
          </button>
        </div>
      ) : page && page.items.length === 0 ? (
        <div className="rounded-xl bg-white/70 px-4 py-12 text-center">
          <p className="font-display text-2xl font-semibold text-plum">{t('dashboard.empty')}</p>
          <p className="mt-1 text-plum-soft">
            {page.filtered ? t('dashboard.emptyFiltered') : t('dashboard.emptyNone')}
          </p>
          {page.filtered ? (
            <button
              type="button"
              onClick={() => setParams(new URLSearchParams(), { replace: true })}
              className="mt-4 rounded-full border border-rose-deep px-4 py-1.5 text-sm font-semibold text-rose-deep hover:bg-blush"
            >
              {t('dashboard.clearFilters')}
            </button>
          ) : null}
        </div>
      ) : page ? (
        <>
          <AppointmentTable
            items={page.items}
            technicians={technicians.data ?? []}
            now={now}
            busy={edit.isPending}
            feedbackId={edit.feedbackId}
            onStatus={(item, status) => change(item, { kind: 'status', status })}
            onTechnician={(item, technicianId) => change(item, { kind: 'technician', technicianId })}
            onDelete={setToDelete}
          />
          <Pagination
            page={page.page}
            pageCount={page.pageCount}
            pageSize={page.pageSize}
            total={page.total}
            totalExact={page.totalExact}
            shown={page.items.length}
            onPage={(next) => setParams(dashboardSearchParams({ ...query, page: next }))}
            onPageSize={(pageSize) => update({ pageSize })}
          />
        </>
      ) : null}

      <DeleteAppointmentDialog
        open={toDelete !== null}
        pending={remove.isPending}
        summary={
          toDelete
            ? t('dashboard.confirmDeleteDetail', {
                name: toDelete.customerName,
                date: formatLongDate(toDelete.date, currentLocale()),
                time: formatTimeOfDay(toDelete.startTime, currentLocale()),
              })
            : ''
        }
        onOpenChange={(open) => !open && setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return;
          setProblem(null);
          remove.mutate(
            { id: toDelete.id, version: toDelete.version },
            {
              onSuccess: () => setToDelete(null),
              onError: (error) => {
                setToDelete(null);
                setProblem(t('dashboard.changeFailed', { message: errorMessage(error) }));
              },
            },
          );
        }}
      />
    </section>
  );
}

function Filters({
  query,
  technicians,
  onChange,
}: {
  query: DashboardQuery;
  technicians: readonly TechnicianOption[];
  onChange(changes: Partial<DashboardQuery>): void;
}) {
  const { t } = useTranslation('admin');
  const ids = { search: useId(), status: useId(), time: useId(), technician: useId() };
  const [text, setText] = useState(query.q);
  const lastSent = useRef(query.q);
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  });

  // The URL changed from elsewhere (back button, clear filters): show its search text.
  useEffect(() => {
    if (query.q !== lastSent.current) {
      lastSent.current = query.q;
      setText(query.q);
    }
  }, [query.q]);

  useEffect(() => {
    if (text.trim() === lastSent.current) return;
    const timer = setTimeout(() => {
      lastSent.current = text.trim();
      latestOnChange.current({ q: text.trim() });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <form
      role="search"
      aria-label={t('dashboard.filtersLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        lastSent.current = text.trim();
        onChange({ q: text.trim() });
      }}
      className="grid grid-cols-2 gap-3 rounded-2xl border border-plum/10 bg-white/70 p-4 lg:grid-cols-[2fr_1fr_1fr_1fr]"
    >
      <div className="col-span-2 flex flex-col gap-1 lg:col-span-1">
        <label htmlFor={ids.search} className="text-sm font-semibold text-plum">
          {t('dashboard.search')}
        </label>
        <input
          id={ids.search}
          type="search"
          value={text}
          maxLength={100}
          placeholder={t('dashboard.searchPlaceholder')}
          onChange={(event) => setText(event.target.value)}
          className={fieldClass}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.status} className="text-sm font-semibold text-plum">
          {t('dashboard.statusFilter')}
        </label>
        <select
          id={ids.status}
          value={query.status}
          onChange={(event) => onChange({ status: event.target.value as DashboardQuery['status'] })}
          className={fieldClass}
        >
          {DASHBOARD_STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {t(`dashboard.statusFilters.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.time} className="text-sm font-semibold text-plum">
          {t('dashboard.timeFilter')}
        </label>
        <select
          id={ids.time}
          value={query.time}
          onChange={(event) => onChange({ time: event.target.value as DashboardQuery['time'] })}
          className={fieldClass}
        >
          {DASHBOARD_TIME_FILTERS.map((time) => (
            <option key={time} value={time}>
              {t(`dashboard.timeFilters.${time}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.technician} className="text-sm font-semibold text-plum">
          {t('dashboard.technicianFilter')}
        </label>
        <select
          id={ids.technician}
          value={query.technician}
          onChange={(event) => onChange({ technician: event.target.value })}
          className={fieldClass}
        >
          <option value="all">{t('dashboard.technicianFilters.all')}</option>
          <option value="unassigned">{t('dashboard.technicianFilters.unassigned')}</option>
          {technicians.map((technician) => (
            <option key={technician.id} value={technician.id}>
              {technician.active
                ? technician.displayName
                : t('dashboard.technicianFilters.former', { name: technician.displayName })}
            </option>
          ))}
          {query.technician !== 'all' &&
          query.technician !== 'unassigned' &&
          !technicians.some((technician) => technician.id === query.technician) ? (
            <option value={query.technician}>{query.technician.slice(0, 8)}</option>
          ) : null}
        </select>
      </div>
    </form>
  );
}

function isInteractive(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('a, button, select, input, label, textarea') !== null;
}

interface AppointmentTableProps {
  readonly items: readonly AppointmentListItem[];
  readonly technicians: readonly TechnicianOption[];
  readonly now: SalonMoment;
  readonly busy: boolean;
  readonly feedbackId: string | null;
  onStatus(item: AppointmentListItem, status: AppointmentStatus): void;
  onTechnician(item: AppointmentListItem, technicianId: string | null): void;
  onDelete(item: AppointmentListItem): void;
}

function AppointmentTable({
  items,
  technicians,
  now,
  busy,
  feedbackId,
  onStatus,
  onTechnician,
  onDelete,
}: AppointmentTableProps) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const locale = currentLocale();
  const open = (item: AppointmentListItem) => void navigate(`/admin/orders/${item.id}`);
  const th = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-plum-soft uppercase';
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-plum/10 bg-white shadow-sm">
      <table className="w-full min-w-[68rem] border-collapse text-sm">
        <caption className="sr-only">{t('dashboard.tableLabel')}</caption>
        <thead className="border-b border-plum/10 bg-cream-deep/60">
          <tr>
            <th scope="col" className={th}>
              {t('dashboard.columns.dateTime')}
            </th>
            <th scope="col" className={th}>
              {t('dashboard.columns.customer')}
            </th>
            <th scope="col" className={th}>
              {t('dashboard.columns.services')}
            </th>
            <th scope="col" className={th}>
              {t('dashboard.columns.technician')}
            </th>
            <th scope="col" className={th}>
              {t('dashboard.columns.durationPrice')}
            </th>
            <th scope="col" className={th}>
              {t('dashboard.columns.status')}
            </th>
            <th scope="col" className={th}>
              {t('dashboard.columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const inProgress = isInProgress(item, now);
            const discounted = item.priceAfterDiscountThb !== item.totalPriceThb;
            return (
              <tr
                key={item.id}
                tabIndex={0}
                data-in-progress={inProgress ? 'true' : undefined}
                onClick={(event: MouseEvent) => !isInteractive(event.target) && open(item)}
                onKeyDown={(event: KeyboardEvent) => {
                  if (event.key === 'Enter' && event.target === event.currentTarget) open(item);
                }}
                className={`cursor-pointer border-b border-plum/10 align-top last:border-0 hover:bg-cream focus-visible:bg-cream ${
                  inProgress ? 'bg-blush/70 shadow-[inset_4px_0_0_var(--color-rose-deep)]' : ''
                }`}
              >
                <td className="px-3 py-3 whitespace-nowrap">
                  <p className="font-semibold text-plum">{formatLongDate(item.date, locale)}</p>
                  <p className="text-plum-soft">
                    {t('dashboard.timeRange', {
                      start: formatTimeOfDay(item.startTime, locale),
                      end: formatTimeOfDay(item.endTime, locale),
                    })}
                  </p>
                  {inProgress ? (
                    <p className="mt-1 inline-block rounded-full bg-rose-deep px-2 py-0.5 text-xs font-semibold text-white">
                      {t('dashboard.inProgress')}
                    </p>
                  ) : null}
                </td>
                <td className="min-w-56 px-3 py-3">
                  <Link
                    to={`/admin/orders/${item.id}`}
                    aria-label={t('dashboard.openAppointment', { name: item.customerName })}
                    className="font-semibold text-plum underline-offset-2 hover:text-rose-deep hover:underline"
                  >
                    {item.customerName}
                  </Link>
                  <p className="break-words text-plum-soft">{item.customerEmail}</p>
                  <p className="text-plum-soft">{item.customerPhone}</p>
                </td>
                <td className="px-3 py-3">
                  <ul className="space-y-0.5">
                    {item.services.map((service) => (
                      <li key={service.serviceId}>{service.name}</li>
                    ))}
                  </ul>
                </td>
                <td className="px-3 py-3">
                  <TechnicianSelect
                    compact
                    technicians={technicians}
                    value={item.technician}
                    disabled={busy}
                    onChange={(technicianId) => onTechnician(item, technicianId)}
                  />
                  {item.technician ? (
                    <Link
                      to={`/admin/technician/${item.technician.id}`}
                      aria-label={t('dashboard.viewProfileOf', { name: item.technician.displayName })}
                      className="mt-1 inline-block text-xs font-semibold text-rose-deep underline-offset-2 hover:underline"
                    >
                      {t('dashboard.viewProfile')}
                    </Link>
                  ) : null}
                </td>
                <td className="px-3 py-3 whitespace-nowrap">
                  <p>{t('dashboard.minutes', { count: item.totalDurationMinutes })}</p>
                  <p className="font-semibold text-plum">
                    {t('dashboard.price', { amount: formatBaht(item.priceAfterDiscountThb, locale) })}
                  </p>
                  {discounted ? (
                    <p className="text-xs text-plum-soft">
                      <s aria-hidden="true">
                        {t('dashboard.price', { amount: formatBaht(item.totalPriceThb, locale) })}
                      </s>
                      <span className="sr-only">
                        {t('dashboard.originalPrice', { amount: formatBaht(item.totalPriceThb, locale) })}
                      </span>{' '}
                      {t('dashboard.discountNote', { percent: item.discountPercentage })}
                    </p>
                  ) : null}
                </td>
                <td className="px-3 py-3">
                  <StatusBadge status={item.status} feedback={feedbackId === item.id} />
                </td>
                <td className="px-3 py-3">
                  <div
                    role="group"
                    aria-label={t('dashboard.actionsFor', { name: item.customerName })}
                    className="flex flex-wrap gap-1.5"
                  >
                    <StatusActions status={item.status} disabled={busy} onChange={(to) => onStatus(item, to)} />
                    <button
                      type="button"
                      onClick={() => onDelete(item)}
                      aria-label={t('dashboard.deleteOf', { name: item.customerName })}
                      className="rounded-full border border-plum/30 bg-white px-3 py-1 text-xs font-semibold text-plum hover:border-red-700 hover:text-red-800"
                    >
                      {t('dashboard.delete')}
                    </button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function Pagination({
  page,
  pageCount,
  pageSize,
  total,
  totalExact,
  shown,
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
  onPage(page: number): void;
  onPageSize(pageSize: number): void;
}) {
  const { t } = useTranslation('admin');
  const sizeId = useId();
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const button =
    'rounded-full border border-plum/30 bg-white px-4 py-1.5 text-sm font-semibold text-plum hover:bg-cream-deep disabled:opacity-50';
  return (
    <nav aria-label={t('dashboard.pagination')} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-plum-soft">
        {t(totalExact ? 'dashboard.pageSummary' : 'dashboard.pageSummaryAtLeast', {
          from,
          to: from + Math.max(shown, 1) - 1,
          total,
        })}{' '}
        · {t(totalExact ? 'dashboard.pageOf' : 'dashboard.pageOfAtLeast', { page, pages: pageCount })}
      </p>
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
          disabled={totalExact && page >= pageCount}
          onClick={() => onPage(page + 1)}
        >
          {t('dashboard.nextPage')}
        </button>
      </div>
    </nav>
  );
}
