/**
 * Refund part of a paid sale: which line or tip (with what it can still give back), how much
 * (prefilled with the most it can), by which method (only those still holding money, with how
 * much) and why. The request id is drawn once per opening, so a double tap records one refund;
 * the server's refusal is shown beside the field it names, or in the alert.
 */
import { useState } from 'react';
import { formatBaht, parseBaht, satangToDecimalText } from '../../../domain/checkout/money.ts';
import { CHECKOUT_LIMITS } from '../../../domain/checkout/schemas.ts';
import { CorrectionReasonField } from './correction-reason-field.tsx';
import {
  fieldClass,
  fieldErrorClass,
  hintClass,
  labelClass,
  primaryButton,
  secondaryButton,
} from '../../components/admin-styles.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useLanguage, useTranslation } from '../../lib/use-translation.ts';
import { refusalText, useRefund, type SaleView } from './checkout-api.ts';
import {
  defaultRefund,
  mostRefundable,
  refundMethods,
  refundTargets,
  type MethodChoice,
  type TargetChoice,
} from './correction-choices.ts';
import { CorrectionForm } from './correction-dialog.tsx';

const choiceClass = (checked: boolean) =>
  `flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-xl border px-4 py-2 text-sm has-focus-visible:outline-2 has-focus-visible:outline-rose-deep ${
    checked ? 'border-plum bg-plum text-cream' : 'border-plum/30 bg-white text-plum hover:bg-cream-deep'
  }`;

/** The server's field names that this form shows a message beside. */
const FIELD_OF: Record<string, 'target' | 'method' | 'amount' | 'reason'> = {
  target: 'target',
  'target.lineIndex': 'target',
  'target.technicianId': 'target',
  method: 'method',
  otherName: 'method',
  amount: 'amount',
  reason: 'reason',
};

export function RefundForm({ view, onDone, onRecorded }: { view: SaleView; onDone(): void; onRecorded(): void }) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const money = (amount: number) => formatBaht(amount, language, 'receipt');
  const [targets] = useState(() => refundTargets(view));
  const [methods] = useState(() => refundMethods(view));
  const initial = defaultRefund(targets, methods);
  const [targetKey, setTargetKey] = useState(initial?.targetKey ?? '');
  const [methodKey, setMethodKey] = useState(initial?.methodKey ?? '');
  const [amountText, setAmountText] = useState(initial ? satangToDecimalText(initial.amount) : '');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [requestId] = useState(() => crypto.randomUUID());
  const refund = useRefund(view.sale.id);

  const target = targets.find((entry) => entry.key === targetKey);
  const method = methods.find((entry) => entry.key === methodKey);
  const most = mostRefundable(target, method);
  const amount = parseBaht(amountText);
  const amountOk = amount !== null && amount > 0 && amount <= most;
  const reasonOk =
    reason.trim().length >= CHECKOUT_LIMITS.reasonMin && reason.trim().length <= CHECKOUT_LIMITS.reasonMax;

  const serverFields: Partial<Record<'target' | 'method' | 'amount' | 'reason', string>> = {};
  if (refund.error instanceof ApiRequestError) {
    for (const [name, text] of Object.entries(refund.error.fields)) {
      const field = FIELD_OF[name];
      if (field) serverFields[field] = text;
    }
  }
  const alert = refund.error && Object.keys(serverFields).length === 0 ? refusalText(refund.error) : null;
  const amountError =
    serverFields.amount ?? (touched && !amountOk ? t('corrections.amountProblem', { most: money(most) }) : undefined);
  const reasonError = serverFields.reason ?? (touched && !reasonOk ? t('validation.reason') : undefined);

  const choose = (nextTarget: TargetChoice | undefined, nextMethod: MethodChoice | undefined) => {
    // A new choice prefills the most it allows: what staff usually give back.
    setAmountText(satangToDecimalText(mostRefundable(nextTarget, nextMethod)));
    refund.reset();
  };

  const submit = () => {
    setTouched(true);
    if (!target || !method || !amountOk || !reasonOk || amount === null || refund.isPending) return;
    refund.mutate(
      {
        method: method.method,
        otherName: method.otherName,
        amount,
        target: target.target,
        reason: reason.trim(),
        requestId,
      },
      { onSuccess: onRecorded },
    );
  };

  if (initial === null)
    return (
      <CorrectionForm
        title={t('corrections.refundTitle')}
        description={t('corrections.nothingToRefund')}
        onSubmit={onDone}
        footer={
          <button type="submit" className={secondaryButton}>
            {t('corrections.cancel')}
          </button>
        }
      >
        {null}
      </CorrectionForm>
    );

  return (
    <CorrectionForm
      title={t('corrections.refundTitle')}
      description={t('corrections.refundDescription')}
      onSubmit={submit}
      footer={
        <>
          <button type="button" className={secondaryButton} onClick={onDone}>
            {t('corrections.cancel')}
          </button>
          <button type="submit" className={primaryButton} disabled={refund.isPending}>
            {t('corrections.confirmRefund', { amount: amountOk && amount !== null ? money(amount) : '' }).trim()}
          </button>
        </>
      }
    >
      <fieldset className="space-y-2" aria-describedby={serverFields.target ? 'refund-target-error' : undefined}>
        <legend className={labelClass}>{t('corrections.what')}</legend>
        {targets.map((entry) => (
          <label key={entry.key} className={choiceClass(entry.key === targetKey)}>
            <input
              type="radio"
              name="refund-target"
              className="sr-only"
              checked={entry.key === targetKey}
              onChange={() => {
                setTargetKey(entry.key);
                choose(entry, method);
              }}
            />
            <span>
              {entry.target.kind === 'line' ? entry.name : t('corrections.tipFor', { name: entry.name })}
              {entry.target.kind === 'line' && entry.technicianName ? (
                <span className="opacity-80"> · {entry.technicianName}</span>
              ) : null}
            </span>
            <span className="whitespace-nowrap">{t('corrections.upTo', { amount: money(entry.refundable) })}</span>
          </label>
        ))}
        {serverFields.target ? (
          <p id="refund-target-error" role="alert" className={fieldErrorClass}>
            {serverFields.target}
          </p>
        ) : null}
      </fieldset>

      <fieldset className="space-y-2" aria-describedby={serverFields.method ? 'refund-method-error' : undefined}>
        <legend className={labelClass}>{t('corrections.method')}</legend>
        <div className="flex flex-wrap gap-2">
          {methods.map((entry) => (
            <label key={entry.key} className={`${choiceClass(entry.key === methodKey)} rounded-full`}>
              <input
                type="radio"
                name="refund-method"
                className="sr-only"
                checked={entry.key === methodKey}
                onChange={() => {
                  setMethodKey(entry.key);
                  choose(target, entry);
                }}
              />
              <span className="font-semibold">{entry.otherName ?? t(`receipt:methods.${entry.method}`)}</span>
              <span>{t('corrections.holds', { amount: money(entry.held) })}</span>
            </label>
          ))}
        </div>
        {serverFields.method ? (
          <p id="refund-method-error" role="alert" className={fieldErrorClass}>
            {serverFields.method}
          </p>
        ) : null}
      </fieldset>

      <div className="space-y-1">
        <label htmlFor="refund-amount" className={labelClass}>
          {t('corrections.amount')}
        </label>
        <input
          id="refund-amount"
          inputMode="decimal"
          autoComplete="off"
          className={`${fieldClass} text-lg`}
          value={amountText}
          aria-invalid={amountError !== undefined}
          aria-describedby={amountError ? 'refund-amount-error refund-amount-hint' : 'refund-amount-hint'}
          onChange={(event) => {
            setAmountText(event.target.value);
            refund.reset();
          }}
        />
        {amountError ? (
          <p id="refund-amount-error" role="alert" className={fieldErrorClass}>
            {amountError}
          </p>
        ) : null}
        <p id="refund-amount-hint" className={hintClass}>
          {t('corrections.amountHint', { most: money(most) })}
        </p>
      </div>

      <CorrectionReasonField
        id="refund-reason"
        value={reason}
        onChange={setReason}
        error={reasonError}
        hint={t('corrections.reasonHint')}
      />

      {alert ? (
        <p role="alert" className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
          {alert}
        </p>
      ) : null}
    </CorrectionForm>
  );
}
