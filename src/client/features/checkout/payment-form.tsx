/**
 * Taking payment of what is still due: cash (the amount handed over, the change shown at once),
 * PromptPay (a QR for exactly the amount being paid), card, transfer and the owner's own methods.
 * Paying part of it by one method and the rest by another is two payments.
 */
import { useState } from 'react';
import { formatBaht, parseBaht, satangToDecimalText } from '../../../domain/checkout/money.ts';
import { fieldClass, hintClass, labelClass, primaryButton } from '../../components/admin-styles.ts';
import { ProblemAlert } from '../../components/problem-alert.tsx';
import { useLanguage, useTranslation } from '../../lib/use-translation.ts';
import { refusalText, useRecordPayment, type PaymentInput, type SaleView } from './checkout-api.ts';
import { PromptPayQr } from './promptpay-qr.tsx';

type MethodChoice = { method: PaymentInput['method']; otherName: string | null };

function newRequestId(): string {
  return crypto.randomUUID();
}

export function PaymentForm({ view }: { view: SaleView }) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const remaining = view.balance.remainingDue;
  const [choice, setChoice] = useState<MethodChoice>({ method: 'cash', otherName: null });
  const [amountText, setAmountText] = useState(satangToDecimalText(remaining));
  const [tenderedText, setTenderedText] = useState('');
  const [requestId, setRequestId] = useState(newRequestId);
  const record = useRecordPayment(view.sale.id);
  const money = (amount: number) => formatBaht(amount, language, 'receipt');

  const amount = parseBaht(amountText);
  const amountOk = amount !== null && amount > 0 && amount <= remaining;
  const tendered = choice.method === 'cash' ? (tenderedText.trim() === '' ? amount : parseBaht(tenderedText)) : null;
  const tenderedOk = choice.method !== 'cash' || (tendered !== null && amount !== null && tendered >= amount);
  const change =
    choice.method === 'cash' && tendered !== null && amount !== null && tendered >= amount ? tendered - amount : null;

  const methods: { choice: MethodChoice; label: string }[] = [
    { choice: { method: 'cash', otherName: null }, label: t('receipt:methods.cash') },
    ...(view.promptpayId
      ? [{ choice: { method: 'promptpay' as const, otherName: null }, label: t('receipt:methods.promptpay') }]
      : []),
    { choice: { method: 'card', otherName: null }, label: t('receipt:methods.card') },
    { choice: { method: 'transfer', otherName: null }, label: t('receipt:methods.transfer') },
    ...view.otherMethods.map((name) => ({ choice: { method: 'other' as const, otherName: name }, label: name })),
  ];

  const submit = () => {
    if (!amountOk || !tenderedOk || amount === null) return;
    record.mutate(
      {
        method: choice.method,
        otherName: choice.otherName,
        amount,
        tendered: choice.method === 'cash' ? tendered : null,
        requestId,
      },
      {
        onSuccess: (next) => {
          setRequestId(newRequestId());
          setAmountText(satangToDecimalText(next.balance.remainingDue));
          setTenderedText('');
        },
      },
    );
  };

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <fieldset className="space-y-2">
        <legend className={labelClass}>{t('payment.methodLegend')}</legend>
        <div className="flex flex-wrap gap-2">
          {methods.map(({ choice: option, label }) => {
            const checked = option.method === choice.method && option.otherName === choice.otherName;
            return (
              <label
                key={`${option.method}:${option.otherName ?? ''}`}
                className={`inline-flex min-h-11 cursor-pointer items-center rounded-full border px-4 text-sm font-semibold has-focus-visible:outline-2 has-focus-visible:outline-rose-deep ${
                  checked ? 'border-plum bg-plum text-cream' : 'border-plum/30 bg-white text-plum hover:bg-cream-deep'
                }`}
              >
                <input
                  type="radio"
                  name="payment-method"
                  className="sr-only"
                  checked={checked}
                  onChange={() => setChoice(option)}
                />
                {label}
              </label>
            );
          })}
        </div>
      </fieldset>

      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor="payment-amount" className={labelClass}>
            {t('payment.amount')}
          </label>
          <input
            id="payment-amount"
            inputMode="decimal"
            className={`${fieldClass} text-lg`}
            value={amountText}
            aria-invalid={!amountOk}
            aria-describedby="payment-amount-hint"
            onChange={(event) => setAmountText(event.target.value)}
          />
          <p id="payment-amount-hint" className={amountOk ? hintClass : 'text-sm font-medium text-red-800'}>
            {t('payment.amountHint', { remaining: money(remaining) })}
          </p>
        </div>
        {choice.method === 'cash' ? (
          <div className="space-y-1">
            <label htmlFor="payment-tendered" className={labelClass}>
              {t('payment.tendered')}
            </label>
            <input
              id="payment-tendered"
              inputMode="decimal"
              className={`${fieldClass} text-lg`}
              value={tenderedText}
              placeholder={amount !== null ? satangToDecimalText(amount) : ''}
              aria-invalid={!tenderedOk}
              onChange={(event) => setTenderedText(event.target.value)}
            />
            <p className={tenderedOk ? hintClass : 'text-sm font-medium text-red-800'}>{t('payment.tenderedHint')}</p>
          </div>
        ) : null}
      </div>

      {change !== null ? (
        <p
          className="rounded-xl bg-cream-deep px-4 py-3 text-xl font-semibold text-plum"
          role="status"
          data-testid="change-due"
        >
          {t('payment.change', { change: money(change) })}
        </p>
      ) : null}

      {choice.method === 'promptpay' && view.promptpayId && amountOk && amount !== null ? (
        <PromptPayQr
          id={view.promptpayId}
          amount={amount}
          label={t('payment.qrLabel', { amount: money(amount) })}
          caption={t('payment.qrCaption', { amount: money(amount) })}
        />
      ) : null}

      <ProblemAlert
        problem={refusalText(record.error)}
        onDismiss={() => record.reset()}
        dismissLabel={t('screen.dismiss')}
      />
      <button
        type="submit"
        className={`${primaryButton} w-full text-base`}
        disabled={record.isPending || !amountOk || !tenderedOk}
      >
        {choice.method === 'promptpay' ? t('payment.confirmPromptpay') : t('payment.record')}
      </button>
    </form>
  );
}
