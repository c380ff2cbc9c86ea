/**
 * The deposit on an appointment's page: "Deposit awaited" with its amount, reference and deadline, and the
 * front desk's two actions, "Deposit received" (they saw the transfer) and a waiver with its reason;
 * afterwards, what happened, when and by whom; once the booking was cancelled or missed, whether the
 * deposit is due back (with "Record refund") or kept. A deposit Stripe took says so, and when it is due
 * back "Refund through Stripe" comes first (decision 265), the hand-recorded refund still beside it.
 * Nothing at all for an appointment without a deposit.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { salon } from '../../../config/salon.ts';
import { formatBaht } from '../../../domain/checkout/money.ts';
import { fieldClass, labelClass, primaryButton, secondaryButton } from '../../components/admin-styles.ts';
import { ProblemAlert } from '../../components/problem-alert.tsx';
import { currentLanguage, currentLocale } from '../../lib/i18n.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { DepositRefundForm, REFUND_METHOD_KEY } from './deposit-refund-form.tsx';
import { appointmentDepositQuery, refusalText, useSettleDeposit, type StaffDepositView } from './deposits-api.ts';
import { StripeRefundButton, StripeRefundOutcome, useRefundOutcome } from './stripe-refund-button.tsx';

const STATE_LOOK: Record<string, string> = {
  awaited: 'bg-amber-100 text-amber-900',
  received: 'bg-emerald-100 text-emerald-900',
  waived: 'bg-sky-100 text-sky-900',
  expired: 'bg-red-100 text-red-900',
  refund_due: 'bg-amber-100 text-amber-900',
  refunded: 'bg-sky-100 text-sky-900',
  kept: 'bg-emerald-100 text-emerald-900',
};

const STATE_KEY: Record<string, string> = {
  awaited: 'admin.stateAwaited',
  received: 'admin.stateReceived',
  waived: 'admin.stateWaived',
  expired: 'admin.stateExpired',
  refund_due: 'admin.stateRefundDue',
  refunded: 'admin.stateRefunded',
  kept: 'admin.stateKept',
};

const REASON_KEY: Record<string, string> = {
  treatment: 'admin.reasonTreatment',
  value: 'admin.reasonValue',
  noShow: 'admin.reasonNoShow',
  desk: 'admin.reasonDesk',
};

export function dueTime(iso: string): string {
  return new Intl.DateTimeFormat(currentLocale(), {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: salon.timeZone,
  }).format(new Date(iso));
}

export function AppointmentDepositCard(props: {
  readonly appointmentId: string;
  /** The appointment's version: read again when the appointment changes (a cancellation decides the deposit). */
  readonly version?: number;
  readonly className: string;
  readonly titleClassName: string;
  /** The deposit changed the appointment's history (the page reads it again). */
  readonly onChanged?: () => void;
}) {
  const deposit = useQuery(appointmentDepositQuery(props.appointmentId, props.version));
  if (!deposit.data) return null;
  return (
    <DepositCard
      deposit={deposit.data}
      className={props.className}
      titleClassName={props.titleClassName}
      {...(props.onChanged ? { onChanged: props.onChanged } : {})}
    />
  );
}

const when = (iso: string) => new Date(iso).toLocaleString(currentLocale(), { timeZone: salon.timeZone });

function DepositCard({
  deposit,
  className,
  titleClassName,
  onChanged,
}: {
  deposit: StaffDepositView;
  className: string;
  titleClassName: string;
  onChanged?: () => void;
}) {
  const { t } = useTranslation('deposits');
  const settle = useSettleDeposit(deposit.appointmentId);
  const [waiving, setWaiving] = useState(false);
  const [reason, setReason] = useState('');
  const reasons = deposit.reasons.map((each) => t(REASON_KEY[each] ?? each)).join(', ');
  const stripeOutcome = useRefundOutcome();
  return (
    <section aria-labelledby="deposit-card-title" className={className} data-testid="deposit-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="deposit-card-title" className={titleClassName}>
          {t('admin.settingsTitle')}
        </h2>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${STATE_LOOK[deposit.state] ?? ''}`}>
          {t(STATE_KEY[deposit.state] ?? deposit.state)}
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm text-plum">
        <dt className="text-plum-soft">{t('booking.amount')}</dt>
        <dd className="font-semibold">{formatBaht(deposit.amountSatang, currentLanguage())}</dd>
        <dt className="text-plum-soft">{t('booking.reference')}</dt>
        <dd className="font-semibold tracking-wide">{deposit.reference}</dd>
        {deposit.paidThroughStripe ? (
          <>
            <dt className="text-plum-soft">{t('admin.paidVia')}</dt>
            <dd className="font-semibold" data-testid="deposit-paid-through-stripe">
              {t('admin.paidThroughStripe')}
            </dd>
          </>
        ) : null}
        {deposit.state === 'awaited' ? (
          <>
            <dt className="text-plum-soft">{t('booking.timeLeft')}</dt>
            <dd>{t('admin.dueIn', { time: dueTime(deposit.dueAt) })}</dd>
          </>
        ) : null}
      </dl>
      {reasons ? <p className="mt-2 text-sm text-plum-soft">{t('admin.asked', { reasons })}</p> : null}
      {deposit.settledAt && deposit.state !== 'expired' ? (
        <p className="mt-1 text-sm text-plum-soft">
          {t('admin.settledBy', {
            when: when(deposit.settledAt),
            // Nobody at the desk confirmed a payment Stripe reported: Stripe did.
            who: deposit.settledBy ?? (deposit.paidThroughStripe ? 'Stripe' : '—'),
          })}
        </p>
      ) : null}
      {deposit.waiveReason ? <p className="mt-1 text-sm text-plum">“{deposit.waiveReason}”</p> : null}
      {deposit.state === 'refund_due' || deposit.state === 'refunded' || deposit.state === 'kept' ? (
        <p className="mt-2 text-sm text-plum" data-testid="deposit-outcome">
          {deposit.state === 'kept'
            ? t(deposit.bookingEndedAs === 'no_show' ? 'admin.keptNoShow' : 'admin.keptLate', {
                hours: deposit.refundCutoffHours,
              })
            : t('admin.refundBecause', { hours: deposit.refundCutoffHours })}
        </p>
      ) : null}
      {deposit.state === 'refunded' && deposit.refundedAt && deposit.refundMethod ? (
        <p className="mt-1 text-sm text-plum-soft">
          {t('admin.refundedBy', {
            method: t(REFUND_METHOD_KEY[deposit.refundMethod]),
            when: when(deposit.refundedAt),
            who: deposit.refundedBy ?? '—',
          })}
        </p>
      ) : null}
      <StripeRefundOutcome text={stripeOutcome.text} outcomeRef={stripeOutcome.ref} className="mt-3" />
      {deposit.state === 'refund_due' && deposit.paidThroughStripe ? (
        <div className="mt-4">
          <StripeRefundButton
            appointmentId={deposit.appointmentId}
            amountSatang={deposit.amountSatang}
            reference={deposit.reference}
            outcomeRef={stripeOutcome.ref}
            onRefunded={(amount) => {
              stripeOutcome.show(t('admin.stripeRefunded', { amount }));
              onChanged?.();
            }}
          />
          <p className="mt-4 text-sm text-plum-soft">{t('admin.orByHand')}</p>
        </div>
      ) : null}
      {deposit.state === 'refund_due' ? (
        <DepositRefundForm
          appointmentId={deposit.appointmentId}
          // Beside "Refund through Stripe" the hand record is the second choice, and looks it.
          quiet={deposit.paidThroughStripe}
          {...(onChanged ? { onRecorded: onChanged } : {})}
        />
      ) : null}

      {deposit.state === 'awaited' ? (
        waiving ? (
          <form
            className="mt-4 space-y-2"
            onSubmit={(event) => {
              event.preventDefault();
              settle.mutate({ kind: 'waive', reason });
            }}
          >
            <label htmlFor="deposit-waive-reason" className={labelClass}>
              {t('admin.waiveReason')}
            </label>
            <input
              id="deposit-waive-reason"
              className={fieldClass}
              value={reason}
              maxLength={300}
              onChange={(event) => setReason(event.target.value)}
            />
            <div className="flex flex-wrap gap-2">
              <button type="submit" className={primaryButton} disabled={settle.isPending}>
                {t('admin.confirmWaive')}
              </button>
              <button type="button" className={secondaryButton} onClick={() => setWaiving(false)}>
                {t('admin.cancel')}
              </button>
            </div>
          </form>
        ) : (
          <div className="mt-4 flex flex-wrap gap-2">
            <button
              type="button"
              className={primaryButton}
              disabled={settle.isPending}
              onClick={() => settle.mutate({ kind: 'received' })}
            >
              {t('admin.received')}
            </button>
            <button type="button" className={secondaryButton} onClick={() => setWaiving(true)}>
              {t('admin.waive')}
            </button>
          </div>
        )
      ) : null}
      <div className="mt-3">
        <ProblemAlert
          problem={refusalText(settle.error)}
          onDismiss={() => settle.reset()}
          dismissLabel={t('admin.dismiss')}
        />
      </div>
    </section>
  );
}
