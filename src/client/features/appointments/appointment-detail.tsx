/**
 * The appointment detail (spec section 2; issue 6): status, technician,
 * customer, services with remove and 'Add a service', discounts, totals,
 * e-mails with their delivery state, the audit trail, and deletion.
 * An unknown or malformed id shows 'Appointment not found'.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { salon } from '../../../config/salon.ts';
import { minutesToTime } from '../../../domain/calendar.ts';
import { DISCOUNT_PERCENTAGES } from '../../../domain/salon-rules.ts';
import { formatBaht, formatLongDate, formatTimeOfDay } from '../../../i18n/format.ts';
import { currentLocale } from '../../lib/i18n.ts';
import {
  appointmentDetailQuery,
  errorMessage,
  isNotFound,
  techniciansQuery,
  type AppointmentDetail as Detail,
  type AppointmentEdit,
} from './appointments-api.ts';
import { DeleteAppointmentDialog } from './delete-appointment-dialog.tsx';
import { StatusActions } from './status-actions.tsx';
import { StatusBadge } from './status-badge.tsx';
import { TechnicianSelect } from './technician-select.tsx';
import { useAppointmentEdit, useDeleteAppointment } from './use-appointment-edit.ts';

const card = 'rounded-2xl border border-plum/10 bg-white p-5 shadow-sm';
const cardTitle = 'font-display text-2xl font-semibold text-plum';

function formatInstant(value: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: salon.timeZone,
  }).format(new Date(value));
}

export function AppointmentDetail({ id }: { id: string }) {
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
  return <DetailView appointment={detail.data} />;
}

function BackLink() {
  const { t } = useTranslation('admin');
  return (
    <Link to="/admin" className="inline-flex items-center gap-1 text-sm font-semibold text-rose-deep hover:underline">
      <span aria-hidden="true">←</span> {t('order.back')}
    </Link>
  );
}

function DetailView({ appointment }: { appointment: Detail }) {
  const { t } = useTranslation('admin');
  const locale = currentLocale();
  const navigate = useNavigate();
  const technicians = useQuery(techniciansQuery());
  const edit = useAppointmentEdit();
  const remove = useDeleteAppointment();
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const send = (change: AppointmentEdit, onSaved?: () => void) => {
    setProblem(null);
    edit.mutate(
      { id: appointment.id, version: appointment.version, edit: change },
      {
        onSuccess: () => onSaved?.(),
        onError: (error) => setProblem(t('dashboard.changeFailed', { message: errorMessage(error) })),
      },
    );
  };

  const busy = edit.isPending;
  const discounted = appointment.priceAfterDiscountThb !== appointment.totalPriceThb;

  return (
    <article aria-labelledby="order-title" className="space-y-5">
      <BackLink />
      <header className="flex flex-wrap items-center gap-3">
        <h1 id="order-title" className="font-display text-4xl font-semibold text-plum">
          {t('order.title', { reference: appointment.reference })}
        </h1>
        <StatusBadge status={appointment.status} feedback={edit.feedbackId === appointment.id} />
      </header>

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

      <div className="grid gap-5 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-5">
          <section aria-labelledby="order-status" className={card}>
            <h2 id="order-status" className={cardTitle}>
              {t('order.status')}
            </h2>
            <div className="mt-3 flex flex-wrap gap-2">
              <StatusActions
                status={appointment.status}
                disabled={busy}
                onChange={(status) => send({ kind: 'status', status })}
              />
            </div>
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              <dl>
                <dt className="text-sm font-semibold text-plum">{t('order.when')}</dt>
                <dd className="text-plum">
                  {t('order.whenValue', {
                    date: formatLongDate(appointment.date, locale),
                    start: formatTimeOfDay(appointment.startTime, locale),
                    end: formatTimeOfDay(appointment.endTime, locale),
                  })}
                </dd>
              </dl>
              <TechnicianSelect
                technicians={technicians.data ?? []}
                value={appointment.technician}
                disabled={busy}
                onChange={(technicianId) => send({ kind: 'technician', technicianId })}
              />
            </div>
          </section>

          <section aria-labelledby="order-customer" className={card}>
            <h2 id="order-customer" className={cardTitle}>
              {t('order.customer')}
            </h2>
            <dl className="mt-3 grid gap-3 sm:grid-cols-2">
              <div>
                <dt className="text-sm font-semibold text-plum">{t('order.name')}</dt>
                <dd>{appointment.customerName}</dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-plum">{t('order.email')}</dt>
                <dd className="break-all">
                  <a href={`mailto:${appointment.customerEmail}`} className="text-rose-deep underline">
                    {appointment.customerEmail}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-plum">{t('order.phone')}</dt>
                <dd>
                  <a
                    href={`tel:${appointment.customerPhone.replace(/[^\d+]/g, '')}`}
                    className="text-rose-deep underline"
                  >
                    {appointment.customerPhone}
                  </a>
                </dd>
              </div>
              <div className="sm:col-span-2">
                <dt className="text-sm font-semibold text-plum">{t('order.notes')}</dt>
                <dd className="whitespace-pre-wrap">{appointment.notes ?? t('order.noNotes')}</dd>
              </div>
            </dl>
          </section>

          <ServicesCard appointment={appointment} busy={busy} onEdit={send} />
        </div>

        <div className="space-y-5">
          <section aria-labelledby="order-totals" className={card}>
            <h2 id="order-totals" className={cardTitle}>
              {t('order.totals')}
            </h2>
            <fieldset className="mt-3">
              <legend className="text-sm font-semibold text-plum">{t('order.discount')}</legend>
              <div className="mt-2 flex flex-wrap gap-2">
                {DISCOUNT_PERCENTAGES.map((percent) => {
                  const selected = appointment.discountPercentage === percent;
                  return (
                    <button
                      key={percent}
                      type="button"
                      aria-pressed={selected}
                      disabled={busy}
                      onClick={() => !selected && send({ kind: 'discount', discountPercentage: percent })}
                      className={`rounded-full border px-3 py-1.5 text-sm font-semibold disabled:opacity-70 ${
                        selected
                          ? 'border-rose-deep bg-rose-deep text-white'
                          : 'border-plum/30 bg-white text-plum hover:bg-blush'
                      }`}
                    >
                      {t(`order.discounts.${percent}`)}
                    </button>
                  );
                })}
              </div>
            </fieldset>
            <dl className="mt-4 space-y-1.5">
              <div className="flex justify-between gap-3">
                <dt>{t('order.totalDuration')}</dt>
                <dd data-testid="total-duration">{t('order.minutes', { count: appointment.totalDurationMinutes })}</dd>
              </div>
              <div className="flex justify-between gap-3">
                <dt>{t('order.totalPrice')}</dt>
                <dd data-testid="total-price">
                  {discounted ? (
                    <s>{t('order.price', { amount: formatBaht(appointment.totalPriceThb, locale) })}</s>
                  ) : (
                    t('order.price', { amount: formatBaht(appointment.totalPriceThb, locale) })
                  )}
                </dd>
              </div>
              <div className="flex justify-between gap-3 text-lg font-semibold text-plum">
                <dt>{t('order.priceAfterDiscount')}</dt>
                <dd data-testid="price-after-discount">
                  {t('order.price', { amount: formatBaht(appointment.priceAfterDiscountThb, locale) })}
                </dd>
              </div>
            </dl>
          </section>

          <EmailsCard appointment={appointment} />
          <HistoryCard appointment={appointment} />

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
        pending={remove.isPending}
        summary={t('dashboard.confirmDeleteDetail', {
          name: appointment.customerName,
          date: formatLongDate(appointment.date, locale),
          time: formatTimeOfDay(appointment.startTime, locale),
        })}
        onOpenChange={setConfirmDelete}
        onConfirm={() =>
          remove.mutate(
            { id: appointment.id, version: appointment.version },
            {
              onSuccess: () => void navigate('/admin'),
              onError: (error) => {
                setConfirmDelete(false);
                setProblem(t('dashboard.changeFailed', { message: errorMessage(error) }));
              },
            },
          )
        }
      />
    </article>
  );
}

function ServicesCard({
  appointment,
  busy,
  onEdit,
}: {
  appointment: Detail;
  busy: boolean;
  onEdit(change: AppointmentEdit, onSaved?: () => void): void;
}) {
  const { t } = useTranslation('admin');
  const locale = currentLocale();
  const selectId = useId();
  const [choice, setChoice] = useState('');
  const [warned, setWarned] = useState<Detail['addableServices'][number] | null>(null);
  const onlyOne = appointment.services.length === 1;

  const add = (serviceId: number, acknowledgeWarnings: boolean) =>
    onEdit({ kind: 'addService', serviceId, acknowledgeWarnings }, () => setChoice(''));

  const choose = (value: string) => {
    setChoice(value);
    const service = appointment.addableServices.find((candidate) => String(candidate.id) === value);
    if (!service) return;
    if (service.warnings.length > 0) setWarned(service);
    else add(service.id, false);
  };

  const endAfter = (service: { durationMinutes: number }) => {
    const [hours, minutes] = appointment.startTime.split(':').map(Number) as [number, number];
    return minutesToTime(hours * 60 + minutes + appointment.totalDurationMinutes + service.durationMinutes);
  };

  return (
    <section aria-labelledby="order-services" className={card}>
      <h2 id="order-services" className={cardTitle}>
        {t('order.services')}
      </h2>
      <ul className="mt-3 divide-y divide-plum/10">
        {appointment.services.map((service) => (
          <li key={service.serviceId} className="flex items-center justify-between gap-3 py-2.5">
            <div>
              <p className="font-semibold text-plum">{service.name}</p>
              <p className="text-sm text-plum-soft">
                {t('order.serviceLine', {
                  minutes: service.durationMinutes,
                  price: formatBaht(service.priceThb, locale),
                })}
              </p>
            </div>
            <button
              type="button"
              disabled={busy || onlyOne}
              title={onlyOne ? t('order.lastServiceHint') : undefined}
              aria-label={t('order.removeService', { name: service.name })}
              onClick={() => onEdit({ kind: 'removeService', serviceId: service.serviceId })}
              className="rounded-full border border-plum/30 bg-white px-3 py-1 text-sm font-semibold text-plum hover:border-red-700 hover:text-red-800 disabled:cursor-not-allowed disabled:opacity-50"
            >
              <span aria-hidden="true">✕</span>
            </button>
          </li>
        ))}
      </ul>
      {onlyOne ? <p className="mt-1 text-xs text-plum-soft">{t('order.lastServiceHint')}</p> : null}

      <div className="mt-4 flex flex-col gap-1">
        <label htmlFor={selectId} className="text-sm font-semibold text-plum">
          {t('order.addService')}
        </label>
        {appointment.addableServices.length === 0 ? (
          <p className="text-sm text-plum-soft">{t('order.noServicesLeft')}</p>
        ) : (
          <select
            id={selectId}
            value={choice}
            disabled={busy}
            onChange={(event) => choose(event.target.value)}
            className="w-full rounded-lg border border-plum/30 bg-white px-3 py-2 text-sm text-plum"
          >
            <option value="">{t('order.addServicePlaceholder')}</option>
            {appointment.addableServices.map((service) => (
              <option key={service.id} value={service.id}>
                {t(service.warnings.length > 0 ? 'order.addServiceWarningOption' : 'order.addServiceOption', {
                  name: service.name,
                  minutes: service.durationMinutes,
                  price: formatBaht(service.priceThb, locale),
                })}
              </option>
            ))}
          </select>
        )}
      </div>

      <Dialog.Root
        open={warned !== null}
        onOpenChange={(open) => {
          if (!open) {
            setWarned(null);
            setChoice('');
          }
        }}
      >
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-plum/50" />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-cream p-6 shadow-2xl">
            <Dialog.Title className="font-display text-2xl font-semibold text-plum">
              {t('order.warningTitle', { name: warned?.name ?? '' })}
            </Dialog.Title>
            <Dialog.Description asChild>
              <div className="mt-3 space-y-2 text-plum">
                <ul className="list-disc space-y-1 pl-5 font-semibold text-red-900">
                  {(warned?.warnings ?? []).map((warning) => (
                    <li key={warning}>
                      {t(`order.warnings.${warning}`, {
                        end: warned ? formatTimeOfDay(endAfter(warned), locale) : '',
                        closing: formatTimeOfDay(minutesToTime(salon.hours.closesAtMinute), locale),
                      })}
                    </li>
                  ))}
                </ul>
                <p>{t('order.warningQuestion')}</p>
              </div>
            </Dialog.Description>
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              <Dialog.Close asChild>
                <button
                  type="button"
                  className="rounded-full border border-plum/30 bg-white px-5 py-2 font-semibold text-plum hover:bg-cream-deep"
                >
                  {t('order.dontAdd')}
                </button>
              </Dialog.Close>
              <button
                type="button"
                onClick={() => {
                  if (warned) add(warned.id, true);
                  setWarned(null);
                }}
                className="rounded-full bg-rose-deep px-5 py-2 font-semibold text-white hover:bg-plum"
              >
                {t('order.addAnyway')}
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </section>
  );
}

function EmailsCard({ appointment }: { appointment: Detail }) {
  const { t } = useTranslation('admin');
  const locale = currentLocale();
  return (
    <section aria-labelledby="order-emails" className={card}>
      <h2 id="order-emails" className={cardTitle}>
        {t('order.emails')}
      </h2>
      {appointment.emails.length === 0 ? (
        <p className="mt-2 text-sm text-plum-soft">{t('order.noEmails')}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {appointment.emails.map((email) => (
            <li key={email.id} className="text-sm">
              <p className="font-semibold text-plum">
                {t(`order.emailKinds.${email.kind}`, { recipient: email.recipient, defaultValue: email.kind })}
              </p>
              {email.status === 'sent' && email.sentAt ? (
                <p className="text-emerald-900">
                  {t('order.emailSent', { when: formatInstant(email.sentAt, locale) })}
                </p>
              ) : (
                <p className="font-semibold text-red-900" data-testid="not-yet-sent">
                  {email.status === 'failed' ? t('order.emailFailed') : t('order.notYetSent')} ·{' '}
                  {t('order.emailAttempts', { count: email.attempts })}
                </p>
              )}
              {email.status !== 'sent' && email.lastError ? (
                <p className="break-words text-plum-soft">{t('order.lastError', { error: email.lastError })}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function describeEvent(
  t: (key: string, options?: Record<string, unknown>) => string,
  event: Detail['events'][number],
  locale: string,
): string {
  const detail = event.detail as Record<string, unknown>;
  const status = (value: unknown) => t(`dashboard.statuses.${String(value)}`);
  const technician = (value: unknown) =>
    value && typeof value === 'object' && 'displayName' in value ? String(value.displayName) : t('order.nobody');
  const end = () => {
    const range = detail.endTime as { to?: string } | undefined;
    return range?.to ? formatTimeOfDay(range.to, locale) : '';
  };
  switch (event.kind) {
    case 'status_changed':
      return t('order.events.status_changed', { from: status(detail.from), to: status(detail.to) });
    case 'technician_changed':
      return t('order.events.technician_changed', { from: technician(detail.from), to: technician(detail.to) });
    case 'discount_changed':
      return t('order.events.discount_changed', { from: detail.from, to: detail.to });
    case 'service_added':
      return t(
        Array.isArray(detail.warnings) && detail.warnings.length > 0
          ? 'order.events.service_added_warned'
          : 'order.events.service_added',
        { name: detail.name, end: end() },
      );
    case 'service_removed':
      return t('order.events.service_removed', { name: detail.name, end: end() });
    default:
      return t('order.events.other', { kind: event.kind });
  }
}

function HistoryCard({ appointment }: { appointment: Detail }) {
  const { t } = useTranslation('admin');
  const locale = currentLocale();
  return (
    <section aria-labelledby="order-history" className={card}>
      <h2 id="order-history" className={cardTitle}>
        {t('order.history')}
      </h2>
      <ol className="mt-3 space-y-2.5 text-sm">
        {appointment.events.map((event) => (
          <li key={event.id}>
            <p className="text-plum">{describeEvent(t, event, locale)}</p>
            <p className="text-plum-soft">
              {formatInstant(event.createdAt, locale)} ·{' '}
              {event.staffEmail ? t('order.by', { email: event.staffEmail }) : t('order.byFormerStaff')}
            </p>
          </li>
        ))}
        <li className="text-plum-soft">{t('order.booked', { when: formatInstant(appointment.createdAt, locale) })}</li>
      </ol>
    </section>
  );
}
