/**
 * Void a sale: a clear warning (everything it still holds goes back, per method; nothing can be
 * recorded on it afterwards; the receipt keeps its number and prints VOID) and a required reason.
 */
import { useState } from 'react';
import { formatBaht } from '../../../domain/checkout/money.ts';
import { CHECKOUT_LIMITS } from '../../../domain/checkout/schemas.ts';
import { CorrectionReasonField } from './correction-reason-field.tsx';
import { dangerButton, secondaryButton } from '../../components/admin-styles.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useLanguage, useTranslation } from '../../lib/use-translation.ts';
import { refusalText, useVoidSale, type SaleView } from './checkout-api.ts';
import { refundMethods } from './correction-choices.ts';
import { CorrectionForm } from './correction-dialog.tsx';

export function VoidForm({ view, onDone }: { view: SaleView; onDone(): void }) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const money = (amount: number) => formatBaht(amount, language, 'receipt');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const voidSale = useVoidSale(view.sale.id);
  const reasonOk =
    reason.trim().length >= CHECKOUT_LIMITS.reasonMin && reason.trim().length <= CHECKOUT_LIMITS.reasonMax;
  const serverReason = voidSale.error instanceof ApiRequestError ? voidSale.error.fields.reason : undefined;
  const reasonError = serverReason ?? (touched && !reasonOk ? t('validation.reason') : undefined);
  const alert = voidSale.error && serverReason === undefined ? refusalText(voidSale.error) : null;
  const returns = refundMethods(view);

  const submit = () => {
    setTouched(true);
    if (!reasonOk || voidSale.isPending) return;
    voidSale.mutate({ reason: reason.trim() }, { onSuccess: onDone });
  };

  return (
    <CorrectionForm
      title={t('corrections.voidTitle')}
      description={t('corrections.voidDescription')}
      onSubmit={submit}
      footer={
        <>
          <button type="button" className={secondaryButton} onClick={onDone}>
            {t('corrections.keepSale')}
          </button>
          <button type="submit" className={dangerButton} disabled={voidSale.isPending}>
            {t('corrections.confirmVoid')}
          </button>
        </>
      }
    >
      <div className="space-y-2 rounded-xl border-2 border-red-700 bg-red-50 px-4 py-3 text-red-950">
        <p className="font-semibold">
          <span aria-hidden="true">⚠ </span>
          {t('corrections.voidWarning')}
        </p>
        {returns.length > 0 ? (
          <>
            <p className="text-sm">{t('corrections.voidReturns')}</p>
            <ul className="space-y-0.5 text-sm">
              {returns.map((entry) => (
                <li key={entry.key} className="flex justify-between gap-2">
                  <span>{entry.otherName ?? t(`receipt:methods.${entry.method}`)}</span>
                  <span className="font-semibold whitespace-nowrap">{money(entry.held)}</span>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="text-sm">{t('corrections.voidNothingHeld')}</p>
        )}
      </div>
      <CorrectionReasonField id="void-reason" value={reason} onChange={setReason} error={reasonError} />
      {alert ? (
        <p role="alert" className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
          {alert}
        </p>
      ) : null}
    </CorrectionForm>
  );
}
