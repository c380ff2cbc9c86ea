import type { KeyboardEvent, MouseEvent } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Link } from 'react-router';
import type { AppointmentStatus } from '../../../domain/appointment-status.ts';
import { formatBaht, formatLongDate, formatTimeOfDay } from '../../../i18n/format.ts';
import { currentLocale } from '../../lib/i18n.ts';
import type { AppointmentListItem, TechnicianOption } from './appointments-api.ts';
import { formatInstant } from './format-instant.ts';
import { StatusActions } from './status-actions.tsx';
import { StatusBadge } from './status-badge.tsx';
import { TechnicianSelect } from './technician-select.tsx';

/** A click on a control inside the row is for that control, not for opening the appointment. */
function isInteractive(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('a, button, select, input, label, textarea') !== null;
}

interface AppointmentRowProps {
  readonly item: AppointmentListItem;
  readonly technicians: readonly TechnicianOption[];
  /** Under way on the salon's clock now: highlighted, with 'In progress'. */
  readonly inProgress: boolean;
  /** The start has passed on the salon's clock (offers "No-show"). */
  readonly started: boolean;
  readonly busy: boolean;
  /** The badge plays the brief "saved" animation. */
  readonly feedback: boolean;
  onOpen(): void;
  onStatus(status: AppointmentStatus): void;
  onTechnician(technicianId: string | null): void;
  onDelete(): void;
}

/**
 * One appointment of the dashboard: a click or Enter anywhere but on a control
 * opens it; technician select, status buttons and 'Delete' act in place.
 */
export function AppointmentRow({
  item,
  technicians,
  inProgress,
  started,
  busy,
  feedback,
  onOpen,
  onStatus,
  onTechnician,
  onDelete,
}: AppointmentRowProps) {
  const { t } = useTranslation('admin');
  const locale = currentLocale();
  const discounted = item.priceAfterDiscountThb !== item.totalPriceThb;
  return (
    <tr
      tabIndex={0}
      data-in-progress={inProgress ? 'true' : undefined}
      onClick={(event: MouseEvent) => !isInteractive(event.target) && onOpen()}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Enter' && event.target === event.currentTarget) onOpen();
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
        {item.source === 'online' ? null : (
          <p className="text-xs text-plum-soft">
            {t('calendar.sourceLabel', { source: t(`calendar.source.${item.source}`) })}
          </p>
        )}
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
          slot={{
            date: item.date,
            time: item.startTime,
            durationMinutes: item.totalDurationMinutes,
            exclude: item.id,
          }}
          onChange={onTechnician}
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
            <s aria-hidden="true">{t('dashboard.price', { amount: formatBaht(item.totalPriceThb, locale) })}</s>
            <span className="sr-only">
              {t('dashboard.originalPrice', { amount: formatBaht(item.totalPriceThb, locale) })}
            </span>{' '}
            {t('dashboard.discountNote', { percent: item.discountPercentage })}
          </p>
        ) : null}
      </td>
      <td className="px-3 py-3">
        <div className="flex flex-col items-start gap-1.5">
          <StatusBadge status={item.status} feedback={feedback} />
          {item.customerChangedAt ? (
            // Changed through the customer's own link since staff last opened it.
            <p
              className="inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900 ring-1 ring-amber-300 ring-inset"
              title={t('dashboard.changedByCustomerHint', { when: formatInstant(item.customerChangedAt, locale) })}
              data-testid="changed-by-customer"
            >
              {t('dashboard.changedByCustomer')}
            </p>
          ) : null}
        </div>
      </td>
      <td className="px-3 py-3">
        <div
          role="group"
          aria-label={t('dashboard.actionsFor', { name: item.customerName })}
          className="flex flex-wrap gap-1.5"
        >
          <StatusActions status={item.status} started={started} disabled={busy} onChange={onStatus} />
          {item.status === 'pending' || item.status === 'confirmed' ? (
            <Link
              to={`/admin/checkout?appointment=${item.id}`}
              aria-label={t('checkout:entry.checkOutOf', { name: item.customerName })}
              className="rounded-full bg-plum px-3 py-1 text-xs font-semibold text-cream hover:bg-plum/90"
            >
              {t('checkout:entry.checkOut')}
            </Link>
          ) : null}
          <button
            type="button"
            onClick={onDelete}
            aria-label={t('dashboard.deleteOf', { name: item.customerName })}
            className="rounded-full border border-plum/30 bg-white px-3 py-1 text-xs font-semibold text-plum hover:border-red-700 hover:text-red-800"
          >
            {t('dashboard.delete')}
          </button>
        </div>
      </td>
    </tr>
  );
}
