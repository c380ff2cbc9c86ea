/**
 * "Refund recorded": the front desk says how a deposit due back went back to the customer (usually
 * PromptPay or a transfer to the account it came from). The button is disabled while the request runs
 * and the server records a refund once, so a double tap cannot pay twice in the books (decision 254).
 */
import { useState } from 'react';
import { DEPOSIT_REFUND_METHODS, type DepositRefundMethod } from '../../../domain/deposits/deposit-rules.ts';
import { labelClass, primaryButton, secondaryButton, smallButton } from '../../components/admin-styles.ts';
import { ProblemAlert } from '../../components/problem-alert.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import { refusalText, useRecordDepositRefund } from './deposits-api.ts';

/** How a refund went back; 'stripe' is the app's own refund at Stripe, never chosen by hand. */
export const REFUND_METHOD_KEY: Record<DepositRefundMethod | 'stripe', string> = {
  promptpay: 'admin.refundPromptPay',
  transfer: 'admin.refundTransfer',
  cash: 'admin.refundCash',
  stripe: 'admin.refundStripe',
};

export function DepositRefundForm(props: {
  readonly appointmentId: string;
  readonly compact?: boolean;
  /** The secondary button's look (another way to refund is offered first). */
  readonly quiet?: boolean;
  readonly onRecorded?: () => void;
}) {
  const { t } = useTranslation('deposits');
  const record = useRecordDepositRefund(props.appointmentId, props.onRecorded);
  const [method, setMethod] = useState<DepositRefundMethod>('promptpay');
  const fieldId = `deposit-refund-method-${props.appointmentId}`;
  return (
    <form
      className={props.compact ? 'flex flex-wrap items-end gap-2' : 'mt-4 flex flex-wrap items-end gap-3'}
      onSubmit={(event) => {
        event.preventDefault();
        if (!record.isPending) record.mutate(method);
      }}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={fieldId} className={props.compact ? 'sr-only' : labelClass}>
          {t('admin.refundMethod')}
        </label>
        <select
          id={fieldId}
          className="min-h-11 rounded-xl border border-plum/25 bg-white px-3 text-sm text-plum"
          value={method}
          onChange={(event) => setMethod(event.target.value as DepositRefundMethod)}
        >
          {DEPOSIT_REFUND_METHODS.map((each) => (
            <option key={each} value={each}>
              {t(REFUND_METHOD_KEY[each])}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className={props.compact ? smallButton : props.quiet ? secondaryButton : primaryButton}
        disabled={record.isPending}
      >
        {record.isPending ? t('admin.recordingRefund') : t('admin.recordRefund')}
      </button>
      {record.error ? (
        <div className="w-full">
          <ProblemAlert
            problem={refusalText(record.error)}
            onDismiss={() => record.reset()}
            dismissLabel={t('admin.dismiss')}
          />
        </div>
      ) : null}
    </form>
  );
}
