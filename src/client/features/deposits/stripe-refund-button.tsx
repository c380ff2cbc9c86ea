/**
 * "Refund through Stripe" for a deposit due back that Stripe took (decision 265): a confirmation dialog
 * names the amount and the reference; the refund is made at Stripe and recorded at once. Stripe's refusal
 * (or an outage) is said inside the dialog, where the focus goes, and the deposit stays due back, so staff
 * can try again or close and record a refund made another way. After a refund this button is gone: the
 * caller shows the outcome, and the focus goes there instead of to nowhere.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { formatBaht } from '../../../domain/checkout/money.ts';
import { primaryButton, secondaryButton, smallButton } from '../../components/admin-styles.ts';
import { DialogClose, DialogShell } from '../../components/dialog-shell.tsx';
import { currentLanguage } from '../../lib/i18n.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { refusalText, useStripeRefund } from './deposits-api.ts';

export function StripeRefundButton(props: {
  readonly appointmentId: string;
  readonly amountSatang: number;
  readonly reference: string;
  /** The dashboard's rows: the small button. */
  readonly compact?: boolean;
  /** The refund went through, in the amount's words. */
  onRefunded(amount: string): void;
  /** The caller's outcome line, focused when the dialog closes after a refund. */
  readonly outcomeRef: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation('deposits');
  const refund = useStripeRefund(props.appointmentId);
  const [open, setOpen] = useState(false);
  const refunded = useRef(false);
  const problemRef = useRef<HTMLParagraphElement>(null);
  const amount = formatBaht(props.amountSatang, currentLanguage());
  const problem = refusalText(refund.error);
  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);
  return (
    <DialogShell
      look="admin-card"
      open={open}
      onOpenChange={(next) => {
        // A refund on its way is not abandoned by Escape: its answer decides what the dialog says.
        if (!next && refund.isPending) return;
        if (next) refund.reset();
        setOpen(next);
      }}
      title={t('admin.stripeRefundTitle', { amount })}
      description={t('admin.stripeRefundBody', { amount, reference: props.reference })}
      testId="stripe-refund-dialog"
      trigger={
        <button type="button" className={props.compact ? smallButton : primaryButton}>
          {t('admin.stripeRefund')}
        </button>
      }
      returnFocus={(event) => {
        if (!refunded.current) return;
        event.preventDefault();
        props.outcomeRef.current?.focus();
      }}
      footer={
        <>
          <DialogClose asChild>
            <button type="button" className={secondaryButton} disabled={refund.isPending}>
              {t('admin.stripeRefundKeep')}
            </button>
          </DialogClose>
          <button
            type="button"
            className={primaryButton}
            disabled={refund.isPending}
            onClick={() =>
              refund.mutate(undefined, {
                onSuccess: () => {
                  refunded.current = true;
                  props.onRefunded(amount);
                  setOpen(false);
                },
              })
            }
          >
            {refund.isPending ? t('admin.stripeRefunding') : t('admin.stripeRefundConfirm', { amount })}
          </button>
        </>
      }
    >
      {problem ? (
        <p
          ref={problemRef}
          role="alert"
          tabIndex={-1}
          className="mt-4 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900 outline-none focus-visible:ring-2 focus-visible:ring-red-700"
          data-testid="stripe-refund-problem"
        >
          {problem}
        </p>
      ) : null}
    </DialogShell>
  );
}

/** The outcome line's state: shown once a refund went through, and focused then. */
export function useRefundOutcome() {
  const [text, setText] = useState<string | null>(null);
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (text) ref.current?.focus();
  }, [text]);
  return { text, show: setText, ref };
}

/**
 * What a refund through Stripe came to, in a polite live region that is always on the page (the line
 * takes the focus through `useRefundOutcome`: the button that had it is gone).
 */
export function StripeRefundOutcome({
  text,
  outcomeRef,
  className,
}: {
  readonly text: string | null;
  readonly outcomeRef: RefObject<HTMLParagraphElement | null>;
  readonly className: string;
}) {
  return (
    <div aria-live="polite">
      {text ? (
        <p
          ref={outcomeRef}
          tabIndex={-1}
          className={`${className} rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-950 ring-1 ring-emerald-700/20 outline-none focus-visible:ring-2 focus-visible:ring-plum`}
          data-testid="stripe-refund-outcome"
        >
          <span aria-hidden="true" className="mr-1 font-bold text-emerald-700">
            ✓
          </span>
          {text}
        </p>
      ) : null}
    </div>
  );
}
