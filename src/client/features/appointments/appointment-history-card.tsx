import { useTranslation } from '../../lib/use-translation.ts';
import { formatLongDate, formatTimeOfDay } from '../../../i18n/format.ts';
import { formatBaht } from '../../../domain/checkout/money.ts';
import { currentLanguage, currentLocale } from '../../lib/i18n.ts';
import type { AppointmentDetail } from './appointments-api.ts';
import { detailCard, detailCardTitle } from './detail-card.ts';
import { formatInstant } from './format-instant.ts';

/** Changes the customer made through their private link: no staff member made them. */
const CUSTOMER_EVENT_KINDS = new Set(['cancelled_by_customer', 'rescheduled_by_customer']);

/** One line of the audit trail, in words: "Status changed from Pending to Confirmed". */
function describeEvent(
  t: (key: string, options?: Record<string, unknown>) => string,
  event: AppointmentDetail['events'][number],
  locale: string,
): string {
  const detail = event.detail as Record<string, unknown>;
  const status = (value: unknown) => t(`dashboard.statuses.${String(value)}`);
  // Deposits' amounts are satang (decision 250).
  const baht = (value: unknown) => (typeof value === 'number' ? formatBaht(value, currentLanguage()) : '');
  const technician = (value: unknown) =>
    value && typeof value === 'object' && 'displayName' in value ? String(value.displayName) : t('order.nobody');
  const end = () => {
    const range = detail.endTime as { to?: string } | undefined;
    return range?.to ? formatTimeOfDay(range.to, locale) : '';
  };
  // Staff booked or moved it past a full time: the reason they gave.
  const withOverride = (line: string) =>
    typeof detail.overrideReason === 'string'
      ? t('order.events.overridden', { line, reason: detail.overrideReason })
      : line;
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
    case 'created_by_staff':
      return withOverride(
        t('order.events.created_by_staff', { source: t(`calendar.source.${String(detail.source)}`) }),
      );
    case 'moved':
    case 'rescheduled_by_customer': {
      const place = (value: unknown) => {
        const at = (value ?? {}) as { date?: string; time?: string };
        return at.date && at.time ? `${formatLongDate(at.date, locale)} ${formatTimeOfDay(at.time, locale)}` : '';
      };
      if (event.kind === 'rescheduled_by_customer') {
        // Through the customer's link: the status may have gone back to pending (the owner's
        // rule), and a technician busy at the new time taken off.
        let line = t('order.events.rescheduled_by_customer', { from: place(detail.from), to: place(detail.to) });
        if (typeof detail.statusTo === 'string' && detail.statusTo !== detail.statusFrom) {
          line = t('order.events.rescheduled_back_to_pending', { line, status: status(detail.statusTo) });
        }
        if (detail.technicianReleased) line = t('order.events.rescheduled_technician_released', { line });
        return line;
      }
      const from = (detail.from ?? {}) as { technicianId?: string | null };
      const to = (detail.to ?? {}) as { technicianId?: string | null };
      const key = from.technicianId === to.technicianId ? 'order.events.moved' : 'order.events.moved_technician';
      return withOverride(t(key, { from: place(detail.from), to: place(detail.to) }));
    }
    case 'cancelled_by_customer':
      return t('order.events.cancelled_by_customer');
    case 'deposit_requested':
      return t('order.events.deposit_requested', {
        amount: baht(detail.amount),
        due: formatInstant(String(detail.dueAt), locale),
      });
    case 'deposit_received':
    case 'deposit_expired':
    case 'deposit_counted':
      return t(`order.events.${event.kind}`, { amount: baht(detail.amount) });
    case 'deposit_refund_due':
      return t('order.events.deposit_refund_due', { amount: baht(detail.amount), hours: detail.cutoffHours });
    case 'deposit_kept':
      return t(detail.cause === 'no_show' ? 'order.events.deposit_kept_no_show' : 'order.events.deposit_kept', {
        amount: baht(detail.amount),
        hours: detail.cutoffHours,
      });
    case 'deposit_refunded':
      return t('order.events.deposit_refunded', {
        amount: baht(detail.amount),
        method: t(`order.refundMethods.${String(detail.method)}`),
      });
    case 'deposit_paid_after_expiry':
      return t('order.events.deposit_paid_after_expiry', { amount: baht(detail.amount) });
    case 'deposit_restored':
      return t('order.events.deposit_restored', { amount: baht(detail.amount) });
    case 'deposit_waived':
      return t('order.events.deposit_waived', { amount: baht(detail.amount), reason: detail.reason });
    case 'manage_link_issued':
      return t(detail.emailed === true ? 'order.events.manage_link_issued_emailed' : 'order.events.manage_link_issued');
    default:
      return t('order.events.other', { kind: event.kind });
  }
}

/** The detail's 'History' card: every change, newest first as the server sends them, who made it, and the booking. */
export function AppointmentHistoryCard({ appointment }: { appointment: AppointmentDetail }) {
  const { t } = useTranslation('admin');
  const locale = currentLocale();
  return (
    <section aria-labelledby="order-history" className={detailCard}>
      <h2 id="order-history" className={detailCardTitle}>
        {t('order.history')}
      </h2>
      <ol className="mt-3 space-y-2.5 text-sm">
        {appointment.events.map((event) => (
          <li key={event.id}>
            <p className="text-plum">{describeEvent(t, event, locale)}</p>
            <p className="text-plum-soft">
              {formatInstant(event.createdAt, locale)} ·{' '}
              {event.staffEmail
                ? t('order.by', { email: event.staffEmail })
                : CUSTOMER_EVENT_KINDS.has(event.kind)
                  ? t('order.byCustomer')
                  : t('order.byFormerStaff')}
            </p>
          </li>
        ))}
        <li className="text-plum-soft">{t('order.booked', { when: formatInstant(appointment.createdAt, locale) })}</li>
      </ol>
    </section>
  );
}
