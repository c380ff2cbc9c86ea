/**
 * The deposit on the booking page, loaded only when the salon's facts say deposits are on (or a booking
 * came back with one): before confirming, how much and the rule; after, the PromptPay QR for exactly
 * the deposit, its reference, the time left and "Save QR" for paying from a banking app on this phone.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { formatBaht, SATANG_PER_BAHT } from '../../../domain/checkout/money.ts';
import { secondsLeft } from '../../../domain/deposits/deposit-rules.ts';
import { pageDepositQuote, type PublicDepositRules } from '../../../domain/deposits/public-deposit-rules.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { qrPath, qrPng } from '../../lib/qr-path.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { useDepositState } from './use-deposit-state.ts';

export interface DepositNoticeProps {
  readonly rules: PublicDepositRules;
  readonly serviceIds: readonly number[];
  readonly totalPriceThb: number;
}

/** Before confirming: the deposit this choice needs and what becomes of it. */
export function DepositNotice({ rules, serviceIds, totalPriceThb }: DepositNoticeProps) {
  const { t } = useTranslation('deposits');
  const quote = pageDepositQuote(rules, { serviceIds, totalSatang: totalPriceThb * SATANG_PER_BAHT });
  if (serviceIds.length === 0 || (!quote && !rules.noShowRule)) return null;
  const hours = { hours: rules.refundCutoffHours };
  if (!quote) {
    return (
      <p className="mt-5 text-sm text-plum-soft" data-testid="deposit-notice">
        {t('booking.noShowRule')} {t('booking.rule', hours)}
      </p>
    );
  }
  return (
    <section
      aria-labelledby="deposit-notice-title"
      data-testid="deposit-notice"
      className="mt-5 rounded-2xl border border-gold/40 bg-cream-deep/70 px-4 py-3 text-sm text-plum"
    >
      <h2 id="deposit-notice-title" className="text-base font-semibold">
        {t('booking.needed', { amount: formatBaht(quote.amountSatang, currentLanguage()) })}
      </h2>
      <p className="mt-1">{t('booking.howToPay', { minutes: rules.payWithinMinutes })}</p>
      <p className="mt-1 text-plum-soft">{t('booking.rule', hours)}</p>
    </section>
  );
}

export interface BookingDeposit {
  readonly amountSatang: number;
  readonly reference: string;
  readonly state: string;
  readonly dueAt: string;
  readonly refundCutoffHours: number;
  readonly qrPayload: string | null;
  readonly promptpayId: string | null;
}

function useSecondsLeft(dueAt: string): number {
  const due = useMemo(() => new Date(dueAt), [dueAt]);
  const [left, setLeft] = useState(() => secondsLeft(due, new Date()));
  useEffect(() => {
    const timer = setInterval(() => setLeft(secondsLeft(due, new Date())), 1_000);
    return () => clearInterval(timer);
  }, [due]);
  return left;
}

async function saveQr(payload: string, reference: string): Promise<void> {
  const blob = await qrPng(payload);
  const file = new File([blob], `promptpay-${reference}.png`, { type: 'image/png' });
  // On a phone the share sheet offers "Save image", where a banking app's scanner finds it.
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    await navigator.share({ files: [file] }).catch(() => {});
    return;
  }
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * After confirming: the QR and everything needed to pay it. The page follows the server (a light poll,
 * use-deposit-state.ts): when staff or Stripe confirm the payment, or the hold is released, the QR gives
 * way to what happened, announced by a live region that is on the page from the start.
 */
export function DepositPayment({
  deposit,
  phone,
  onSettled,
  onReleased,
}: {
  readonly deposit: BookingDeposit;
  readonly phone: string;
  /**
   * Told whenever the page starts or stops saying the hold is released (at the deadline on this clock,
   * or when the server says so), so the booking page's heading says the same as its live region.
   */
  readonly onReleased?: (released: boolean) => void;
  /**
   * Told once when the server's state leaves 'awaited', with the sentence the page announces (the manage
   * page shows it as its own notice and reads the booking again).
   */
  readonly onSettled?: (state: string, message: string) => void;
}) {
  const { t } = useTranslation('deposits');
  const state = useDepositState(deposit.reference, deposit.state, deposit.dueAt);
  const told = useRef(false);
  useEffect(() => {
    if (state === deposit.state || told.current || !onSettled) return;
    told.current = true;
    onSettled(state, state === 'received' ? t('booking.confirmedLive') : t('booking.released'));
  }, [state, deposit.state, onSettled, t]);
  const left = useSecondsLeft(deposit.dueAt);
  // At the deadline the page says so at once; the server's expiry follows within seconds (decision 252).
  const released = state === 'expired' || (state === 'awaited' && left === 0);
  const settled = state === 'received' ? t('booking.confirmedLive') : released ? t('booking.released') : null;
  const toldReleased = useRef(false);
  useEffect(() => {
    if (!onReleased || toldReleased.current === released) return;
    toldReleased.current = released;
    onReleased(released);
  }, [released, onReleased]);
  return (
    <>
      <div aria-live="polite" aria-atomic="true" data-testid="deposit-live">
        {settled ? (
          <p
            className={`mt-6 rounded-2xl px-4 py-3 font-medium text-plum ${state === 'received' ? 'bg-emerald-50 ring-1 ring-emerald-700/20' : 'bg-blush'}`}
            data-testid={state === 'received' ? 'deposit-confirmed' : 'deposit-released'}
          >
            {settled}
          </p>
        ) : null}
      </div>
      {state === 'awaited' && left > 0 ? <DepositQrPanel deposit={deposit} phone={phone} left={left} /> : null}
    </>
  );
}

function DepositQrPanel({
  deposit,
  phone,
  left,
}: {
  readonly deposit: BookingDeposit;
  readonly phone: string;
  readonly left: number;
}) {
  const { t } = useTranslation('deposits');
  const amount = formatBaht(deposit.amountSatang, currentLanguage());
  const qr = useMemo(() => (deposit.qrPayload ? qrPath(deposit.qrPayload) : null), [deposit.qrPayload]);
  const minutes = Math.floor(left / 60);
  const seconds = String(left % 60).padStart(2, '0');
  return (
    <section
      aria-labelledby="deposit-pay-title"
      data-testid="deposit-payment"
      className="mt-6 rounded-2xl border border-gold/50 bg-cream px-4 py-5 text-plum"
    >
      <h2 id="deposit-pay-title" className="text-2xl font-semibold">
        {t('booking.payTitle')}
      </h2>
      {qr && deposit.qrPayload ? (
        <>
          <p className="mt-2 text-sm text-plum-soft">{t('booking.payIntro')}</p>
          <figure className="mt-4 flex flex-col items-center gap-2">
            <div className="rounded-xl bg-white p-2 shadow-sm ring-1 ring-plum/10">
              <div className="rounded-t-md bg-[#113566] px-3 py-1 text-center text-sm font-bold tracking-wide text-white">
                PromptPay
              </div>
              <svg
                role="img"
                aria-label={t('booking.qrLabel', { amount })}
                data-payload={deposit.qrPayload}
                viewBox={`0 0 ${qr.size} ${qr.size}`}
                className="size-56 sm:size-64"
                shapeRendering="crispEdges"
              >
                <rect width={qr.size} height={qr.size} fill="#fff" />
                <path d={qr.path} fill="#000" />
              </svg>
            </div>
          </figure>
          <button
            type="button"
            onClick={() => void saveQr(deposit.qrPayload!, deposit.reference)}
            className="mt-3 w-full rounded-full border border-plum/30 bg-white px-6 py-3 font-semibold text-plum hover:bg-cream-deep sm:w-auto"
          >
            {t('booking.saveQr')}
          </button>
        </>
      ) : (
        <p className="mt-2 font-medium">{t('booking.noPromptPay', { phone })}</p>
      )}
      <dl className="mx-auto mt-4 grid max-w-sm grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-left">
        <dt className="text-plum-soft">{t('booking.amount')}</dt>
        <dd className="font-semibold" data-testid="deposit-amount">
          {amount}
        </dd>
        <dt className="text-plum-soft">{t('booking.reference')}</dt>
        <dd className="font-semibold tracking-wide whitespace-nowrap">{deposit.reference}</dd>
        {deposit.promptpayId ? (
          <>
            <dt className="text-plum-soft">{t('booking.promptpayId')}</dt>
            <dd className="font-semibold">{deposit.promptpayId}</dd>
          </>
        ) : null}
        <dt className="text-plum-soft">{t('booking.timeLeft')}</dt>
        <dd className="font-semibold tabular-nums" data-testid="deposit-time-left">
          {minutes}:{seconds}
        </dd>
      </dl>
      <p className="mt-4 text-sm">{t('booking.afterPay')}</p>
      <p className="mt-1 text-sm text-plum-soft">{t('booking.rule', { hours: deposit.refundCutoffHours })}</p>
    </section>
  );
}
