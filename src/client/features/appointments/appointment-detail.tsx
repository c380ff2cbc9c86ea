/**
 * The appointment detail: status, technician,
 * customer, services with remove and 'Add a service', discounts, totals,
 * e-mails with their delivery state, the audit trail, and deletion.
 * An unknown or malformed id shows 'Appointment not found'.
 * Each card is its own file (appointment-*-card.tsx); this file lays them out.
 */
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Link, useNavigate } from 'react-router';
import { formatLongDate, formatTimeOfDay } from '../../../i18n/format.ts';
import { currentLocale } from '../../lib/i18n.ts';
import { AppointmentCustomerCard } from './appointment-customer-card.tsx';
import { AppointmentEmailsCard } from './appointment-emails-card.tsx';
import { AppointmentHistoryCard } from './appointment-history-card.tsx';
import { AppointmentServicesCard } from './appointment-services-card.tsx';
import { AppointmentStatusCard } from './appointment-status-card.tsx';
import { AppointmentTotalsCard } from './appointment-totals-card.tsx';
import {
  appointmentDetailQuery,
  errorMessage,
  isNotFound,
  type AppointmentDetail as Detail,
  type AppointmentEdit,
} from './appointments-api.ts';
import { ProblemAlert } from '../../components/problem-alert.tsx';
import { CustomerLinkCard } from './customer-link-card.tsx';
import { DeleteAppointmentDialog } from './delete-appointment-dialog.tsx';
import { StatusBadge } from './status-badge.tsx';
import { useAppointmentChanges } from './use-appointment-changes.ts';

interface AppointmentDetailProps {
  readonly id: string;
  /** Cards the page adds under the customer (the front desk's origin and Move). */
  readonly extraCards?: (appointment: Detail) => ReactNode;
}

export function AppointmentDetail({ id, extraCards }: AppointmentDetailProps) {
  const { t } = useTranslation('admin');
  const detail = useQuery(appointmentDetailQuery(id));

  if (detail.isPending) {
    return (
      <p role="status" className="py-16 text-center text-plum-soft">
        {t('order.loading')}
      </p>
    );
  }
  if (detail.isError) {
    return (
      <div className="space-y-4">
        <BackLink />
        {isNotFound(detail.error) ? (
          <div className="rounded-2xl bg-white/70 px-4 py-12 text-center">
            <h1 className="font-display text-3xl font-semibold text-plum">{t('order.notFound')}</h1>
            <p className="mt-2 text-plum-soft">{t('order.notFoundHint')}</p>
          </div>
        ) : (
          <p role="alert" className="rounded-xl border border-red-300 bg-red-50 px-4 py-6 text-red-900">
            {t('order.loadFailed', { message: errorMessage(detail.error) })}
          </p>
        )}
      </div>
    );
  }
  return <DetailView appointment={detail.data} extraCards={extraCards} />;
}

function BackLink() {
  const { t } = useTranslation('admin');
  return (
    <Link to="/admin" className="inline-flex items-center gap-1 text-sm font-semibold text-rose-deep hover:underline">
      <span aria-hidden="true">←</span> {t('order.back')}
    </Link>
  );
}

function DetailView({
  appointment,
  extraCards,
}: {
  appointment: Detail;
  extraCards?: AppointmentDetailProps['extraCards'];
}) {
  const { t } = useTranslation('admin');
  const locale = currentLocale();
  const navigate = useNavigate();
  const changes = useAppointmentChanges();
  const [confirmDelete, setConfirmDelete] = useState(false);

  const send = (change: AppointmentEdit, onSaved?: () => void) => changes.change(appointment, change, onSaved);
  const busy = changes.saving;

  return (
    <article aria-labelledby="order-title" className="space-y-5">
      <BackLink />
      <header className="flex flex-wrap items-center gap-3">
        <h1 id="order-title" className="font-display text-4xl font-semibold text-plum">
          {t('order.title', { reference: appointment.reference })}
        </h1>
        <StatusBadge status={appointment.status} feedback={changes.feedbackId === appointment.id} />
        {appointment.status !== 'cancelled' && appointment.status !== 'no_show' ? (
          <Link
            to={`/admin/checkout?appointment=${appointment.id}`}
            className="ml-auto inline-flex min-h-10 items-center rounded-full bg-plum px-5 text-sm font-semibold text-cream hover:bg-plum/90"
          >
            {t('checkout:entry.checkOut')}
          </Link>
        ) : null}
      </header>

      <ProblemAlert
        problem={changes.problem}
        onDismiss={changes.dismissProblem}
        dismissLabel={t('dashboard.dismiss')}
      />

      <div className="grid gap-5 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-5">
          <AppointmentStatusCard appointment={appointment} busy={busy} onEdit={send} />
          <AppointmentCustomerCard appointment={appointment} />
          {extraCards?.(appointment)}
          <CustomerLinkCard appointment={appointment} />
          <AppointmentServicesCard appointment={appointment} busy={busy} onEdit={send} />
        </div>

        <div className="space-y-5">
          <AppointmentTotalsCard appointment={appointment} busy={busy} onEdit={send} />
          <AppointmentEmailsCard appointment={appointment} />
          <AppointmentHistoryCard appointment={appointment} />

          <button
            type="button"
            onClick={() => setConfirmDelete(true)}
            className="w-full rounded-full border border-red-800 bg-white px-5 py-2.5 font-semibold text-red-800 hover:bg-red-50"
          >
            {t('order.delete')}
          </button>
        </div>
      </div>

      <DeleteAppointmentDialog
        open={confirmDelete}
        pending={changes.deleting}
        summary={t('dashboard.confirmDeleteDetail', {
          name: appointment.customerName,
          date: formatLongDate(appointment.date, locale),
          time: formatTimeOfDay(appointment.startTime, locale),
        })}
        onOpenChange={setConfirmDelete}
        onConfirm={() =>
          changes.deleteAppointment(appointment, {
            onDeleted: () => void navigate('/admin'),
            onFailed: () => setConfirmDelete(false),
          })
        }
      />
    </article>
  );
}
