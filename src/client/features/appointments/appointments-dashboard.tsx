/**
 * The Appointments Dashboard: search and filters in
 * the URL, one server page at a time, status buttons, technician selects,
 * delete with confirmation, in-progress highlight on the salon's clock.
 * The filter bar, the table and its rows, and the pager are their own files;
 * this file holds the URL, the queries and what the screen shows when.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { useSearchParams } from 'react-router';
import type { DashboardQuery } from '../../../domain/appointment-dashboard.ts';
import { formatLongDate, formatTimeOfDay } from '../../../i18n/format.ts';
import { currentLocale } from '../../lib/i18n.ts';
import { useSalonNow } from '../../lib/use-salon-now.ts';
import { AppointmentTable } from './appointment-table.tsx';
import { appointmentListQuery, errorMessage, techniciansQuery, type AppointmentListItem } from './appointments-api.ts';
import { ProblemAlert } from '../../components/problem-alert.tsx';
import { DashboardFilters } from './dashboard-filters.tsx';
import { DashboardPagination } from './dashboard-pagination.tsx';
import { dashboardSearchParams, readDashboardQuery } from './dashboard-url.ts';
import { DeleteAppointmentDialog } from './delete-appointment-dialog.tsx';
import { useAppointmentChanges } from './use-appointment-changes.ts';

/** `actions`: what the page adds beside Refresh (the front desk's New appointment, Walk-in and Export). */
export function AppointmentsDashboard({ actions }: { actions?: ReactNode }) {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const query = readDashboardQuery(params);
  const list = useQuery(appointmentListQuery(query));
  const technicians = useQuery(techniciansQuery());
  const changes = useAppointmentChanges();
  const now = useSalonNow();
  const [toDelete, setToDelete] = useState<AppointmentListItem | null>(null);

  const update = (changed: Partial<DashboardQuery>) => {
    // Any new filter starts again at the first page.
    const next = { ...query, page: 1, ...changed };
    setParams(dashboardSearchParams(next), { replace: true });
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
        <div className="flex flex-wrap items-center gap-2">
          {actions}
          <button
            type="button"
            onClick={() => void list.refetch()}
            disabled={list.isFetching}
            className="min-h-10 rounded-full border border-rose-deep bg-white px-5 py-2 text-sm font-semibold text-rose-deep hover:bg-blush disabled:opacity-70"
          >
            {list.isFetching && !firstLoad ? t('dashboard.refreshing') : t('dashboard.refresh')}
          </button>
        </div>
      </header>

      <DashboardFilters query={query} technicians={technicians.data ?? []} onChange={update} />

      <ProblemAlert
        problem={changes.problem}
        onDismiss={changes.dismissProblem}
        dismissLabel={t('dashboard.dismiss')}
      />

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
            busy={changes.saving}
            feedbackId={changes.feedbackId}
            onStatus={(item, status) => changes.change(item, { kind: 'status', status })}
            onTechnician={(item, technicianId) => changes.change(item, { kind: 'technician', technicianId })}
            onDelete={setToDelete}
          />
          <DashboardPagination
            page={page.page}
            pageCount={page.pageCount}
            pageSize={page.pageSize}
            total={page.total}
            totalExact={page.totalExact}
            shown={page.items.length}
            q={query.q}
            onPage={(next) => setParams(dashboardSearchParams({ ...query, page: next }))}
            onPageSize={(pageSize) => update({ pageSize })}
          />
        </>
      ) : null}

      <DeleteAppointmentDialog
        open={toDelete !== null}
        pending={changes.deleting}
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
          changes.dismissProblem();
          changes.deleteAppointment(toDelete, {
            onDeleted: () => setToDelete(null),
            onFailed: () => setToDelete(null),
          });
        }}
      />
    </section>
  );
}
