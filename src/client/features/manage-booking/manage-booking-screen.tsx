/**
 * The customer's own booking: loads it through the private link,
 * shows it, and carries out a reschedule or a cancellation only when the
 * customer confirms one. After a change the page shows the booking as the
 * server now has it, with a message that takes the focus (and so is read out).
 *
 * Refusals: an ended link (404) turns the page into the invalid-link page; a
 * change by staff in between (409) reloads the booking and says so; too many
 * tries (429) asks to wait; field problems (422) stand next to the field.
 */
import { LineUpdatesCard } from './line-updates-card.tsx';
import { WhatsappUpdatesCard } from './whatsapp-updates-card.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import type { ManagedBooking } from '../../../domain/manage-booking.ts';
import { formatTimeOfDay, formatWeekdayDate } from '../../../i18n/format.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { currentLocale } from '../../lib/i18n.ts';
import { ServicesCard, WhenCard } from './booking-overview.tsx';
import { CancelDialog } from './cancel-dialog.tsx';
import { ChangeSection } from './change-section.tsx';
import { InvalidLink } from './invalid-link.tsx';
import { cancelBooking, managedBookingQuery, rescheduleBooking } from './manage-api.ts';
import { cardClass, holdWasReleased, secondaryButtonClass } from './manage-format.ts';
import { RescheduleForm, type RescheduleFieldErrors } from './reschedule-form.tsx';
import { SalonCard } from './salon-contacts.tsx';
import { manageKeys } from './query-keys.ts';

/** Draws an awaited deposit's QR (the page lends it from the deposits chunk); told when it settles. */
export type DepositPaymentSlot = ComponentType<{
  readonly booking: ManagedBooking;
  readonly onSettled: (message: string) => void;
}>;

export function ManageBookingScreen({
  token,
  DepositPayment,
}: {
  token: string | null;
  DepositPayment?: DepositPaymentSlot;
}) {
  const { t } = useTranslation('manage');
  const query = useQuery({ ...managedBookingQuery(token ?? ''), enabled: token !== null });

  if (token === null) return <InvalidLink />;
  // An error wins over data held from before: a link that ended while the page was open says so.
  if (query.isError) {
    const status = query.error instanceof ApiRequestError ? query.error.status : 0;
    if (status === 404) return <InvalidLink />;
    if (status === 429) return <InvalidLink rateLimited />;
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <p role="alert" className="text-plum">
          {t('page.loadFailed')}
        </p>
        <button type="button" onClick={() => void query.refetch()} className={`${secondaryButtonClass} mt-4`}>
          {t('page.retry')}
        </button>
      </div>
    );
  }
  if (query.isPending) {
    return (
      <p role="status" className="mx-auto max-w-xl px-4 py-24 text-center text-plum-soft">
        {t('page.loading')}
      </p>
    );
  }
  return <ManagedBookingView token={token} booking={query.data} DepositPayment={DepositPayment} />;
}

/** The server's refusal because changes closed meanwhile (`details.reason`, services/manage-booking). */
function changesClosed(details: unknown): boolean {
  return typeof details === 'object' && details !== null && 'reason' in details && details.reason === 'changes_closed';
}

type Notice = { readonly kind: 'success' | 'problem'; readonly text: string; readonly serial: number };

function ManagedBookingView({
  token,
  booking,
  DepositPayment,
}: {
  token: string;
  booking: ManagedBooking;
  DepositPayment?: DepositPaymentSlot;
}) {
  const { t } = useTranslation('manage');
  const locale = currentLocale();
  const queryClient = useQueryClient();
  const [rescheduling, setRescheduling] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [pending, setPending] = useState<'cancel' | 'reschedule' | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [fieldErrors, setFieldErrors] = useState<RescheduleFieldErrors>({});
  const noticeRef = useRef<HTMLDivElement>(null);
  const rescheduleButtonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const serial = useRef(0);
  const dateRef = useRef<HTMLSelectElement>(null);
  const timeRef = useRef<HTMLSelectElement>(null);

  const show = (kind: Notice['kind'], text: string) => {
    serial.current += 1;
    setNotice({ kind, text, serial: serial.current });
  };
  // Once drawn, a new message takes the focus: it is read out, and a phone scrolls it into view.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  // "Keep my current time" closes the form: the focus goes back to the button that opened it.
  useEffect(() => {
    if (rescheduling || !returnFocus.current) return;
    returnFocus.current = false;
    rescheduleButtonRef.current?.focus();
  }, [rescheduling]);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: manageKeys.all });
  // The deposit was confirmed or the hold released while the page was open: said, and shown as it is now.
  const depositSettled = (message: string) => {
    show('success', message);
    refresh();
  };
  const changed = (next: ManagedBooking) => {
    queryClient.setQueryData(manageKeys.booking(token), next);
    void queryClient.invalidateQueries({ queryKey: manageKeys.availabilities() });
  };

  /** A refusal in words; the booking is read again when what the page shows may be out of date. */
  function refused(error: unknown, during: 'cancel' | 'reschedule') {
    if (!(error instanceof ApiRequestError)) return show('problem', t('errors.network'));
    if (error.status === 404 || error.fields.token) {
      // The link ended (staff sent a newer one): reading it again shows the invalid-link page.
      refresh();
      return;
    }
    if (error.status === 429) return show('problem', t('errors.rateLimited'));
    if (error.fields.version || changesClosed(error.details)) {
      // Staff changed it, or the cut-off passed while the page was open: show it as it is now.
      refresh();
      return show('problem', error.message || t('errors.stale'));
    }
    const timeProblem =
      error.fields.time ?? (during === 'reschedule' && error.status === 409 ? error.message : undefined);
    if (during === 'reschedule' && (error.fields.date || timeProblem)) {
      // Next to the select it is about (a time just taken by someone else, a date no longer offered).
      setFieldErrors({ date: error.fields.date, time: timeProblem });
      void queryClient.invalidateQueries({ queryKey: manageKeys.availabilities() });
      requestAnimationFrame(() => (error.fields.date ? dateRef : timeRef).current?.focus());
      return;
    }
    if (error.status === 409) refresh();
    show('problem', error.message || t('errors.failed'));
  }

  async function reschedule(date: string, time: string) {
    if (!date || !time) {
      setFieldErrors(
        !date ? { date: t('booking:validation.dateRequired') } : { time: t('booking:validation.timeRequired') },
      );
      requestAnimationFrame(() => (!date ? dateRef : timeRef).current?.focus());
      return;
    }
    setPending('reschedule');
    setFieldErrors({});
    setNotice(null);
    try {
      const moved = await rescheduleBooking({ token, version: booking.version, date, time });
      changed(moved);
      setRescheduling(false);
      show(
        'success',
        t('reschedule.done', {
          date: formatWeekdayDate(moved.date, locale),
          time: formatTimeOfDay(moved.startTime, locale),
        }),
      );
    } catch (error) {
      refused(error, 'reschedule');
    } finally {
      setPending(null);
    }
  }

  async function cancel() {
    setPending('cancel');
    setNotice(null);
    try {
      changed(await cancelBooking(token, booking.version));
      setRescheduling(false);
      setCancelOpen(false);
      show('success', t('cancel.done'));
    } catch (error) {
      setCancelOpen(false);
      refused(error, 'cancel');
    } finally {
      setPending(null);
    }
  }

  const cancelled = booking.status === 'cancelled';
  return (
    <div className="mx-auto max-w-5xl px-4 pt-8 pb-16 sm:pt-12">
      <header className="max-w-2xl">
        <p className="text-sm font-semibold tracking-[0.2em] text-gold-deep uppercase">
          {t('page.eyebrow', { name: booking.salon.name })}
        </p>
        <h1 className="mt-2 font-display text-4xl font-semibold text-plum sm:text-5xl">
          {holdWasReleased(booking) ? t('page.titleReleased') : cancelled ? t('page.titleCancelled') : t('page.title')}
        </h1>
        <p className="mt-3 text-plum-soft">{t('page.greeting', { name: booking.customerName })}</p>
      </header>

      {/* Always in the page, so screen readers know the region before a message arrives in it. */}
      <div aria-live="polite" className="mt-6 empty:hidden">
        {notice ? (
          <div
            key={notice.serial}
            ref={noticeRef}
            tabIndex={-1}
            data-testid="manage-notice"
            className={`rounded-2xl px-4 py-3 font-medium outline-none focus-visible:ring-2 focus-visible:ring-rose-deep ${
              notice.kind === 'success'
                ? 'border border-emerald-300 bg-emerald-50 text-emerald-950'
                : 'border border-rose-deep/40 bg-blush/70 text-plum'
            }`}
            role={notice.kind === 'problem' ? 'alert' : undefined}
          >
            {notice.kind === 'success' ? (
              <span aria-hidden="true" className="mr-2 font-bold text-emerald-700">
                ✓
              </span>
            ) : null}
            {notice.text}
          </div>
        ) : null}
      </div>

      <div className="mt-6 grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
        <div className="space-y-5">
          {booking.deposit?.payment && DepositPayment ? (
            <DepositPayment booking={booking} onSettled={depositSettled} />
          ) : null}
          <WhenCard booking={booking} token={token} />
          <ChangeSection
            booking={booking}
            rescheduling={rescheduling}
            rescheduleButtonRef={rescheduleButtonRef}
            onReschedule={() => {
              setNotice(null);
              setRescheduling(true);
            }}
            onCancel={() => {
              setNotice(null);
              setCancelOpen(true);
            }}
          >
            <RescheduleForm
              token={token}
              booking={booking}
              pending={pending === 'reschedule'}
              errors={fieldErrors}
              dateRef={dateRef}
              timeRef={timeRef}
              onEdited={() => setFieldErrors({})}
              onConfirm={(date, time) => void reschedule(date, time)}
              onClose={() => {
                setRescheduling(false);
                setFieldErrors({});
                returnFocus.current = true;
              }}
            />
          </ChangeSection>
          <ServicesCard booking={booking} />
          {cancelled ? null : <LineUpdatesCard token={token} />}
          {cancelled ? null : <WhatsappUpdatesCard token={token} />}
        </div>
        <aside className="self-start lg:sticky lg:top-24">
          <SalonCard salon={booking.salon} className={cardClass} />
        </aside>
      </div>

      <CancelDialog
        open={cancelOpen}
        booking={booking}
        pending={pending === 'cancel'}
        onOpenChange={setCancelOpen}
        onConfirm={() => void cancel()}
        onCloseAutoFocus={(event) => {
          // After a cancellation (or a refusal) the message has the focus, not the button that is gone.
          if (noticeRef.current) event.preventDefault();
        }}
      />
    </div>
  );
}
