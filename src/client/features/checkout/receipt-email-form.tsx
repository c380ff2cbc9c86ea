/**
 * E-mailing a paid sale's receipt (decision 224): to the customer's address kept on the sale, or to one
 * typed in. A booked customer gets it in the language they booked in; for a walk-in staff choose the
 * language (English unless they choose). The request id is drawn once per e-mail, so a double tap or a
 * retried request queues one message.
 */
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { RECEIPT_EMAIL_LIMITS, type ReceiptEmailRequest } from '../../../domain/checkout/receipt-email.ts';
import { SUPPORTED_LANGUAGES, type Language } from '../../../domain/language.ts';
import {
  cardClass,
  fieldClass,
  hintClass,
  labelClass,
  primaryButton,
  secondaryButton,
  sectionTitle,
} from '../../components/admin-styles.ts';
import { ProblemAlert } from '../../components/problem-alert.tsx';
import { api, readJson } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { refusalText, type SaleView } from './checkout-api.ts';

function useEmailReceipt(saleId: string) {
  return useMutation({
    mutationFn: async (input: ReceiptEmailRequest) =>
      readJson(await api.admin.checkout.sales[':id'].email.$post({ param: { id: saleId }, json: input })),
  });
}

export function ReceiptEmailForm({ view }: { view: SaleView }) {
  const { t } = useTranslation('checkout');
  const { sale } = view;
  const customerAddress = sale.customerEmail.trim();
  const booked = sale.appointmentIds.length > 0;
  const [open, setOpen] = useState(false);
  const [to, setTo] = useState<'customer' | 'address'>(customerAddress ? 'customer' : 'address');
  const [address, setAddress] = useState('');
  const [language, setLanguage] = useState<Language>('en');
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const send = useEmailReceipt(sale.id);
  const ids = useId();
  const languageName = (code: Language) => t(`receiptEmail.languages.${code}`);

  if (!open) {
    return (
      <div className="receipt-no-print space-y-2">
        <button
          type="button"
          className={secondaryButton}
          onClick={() => {
            send.reset();
            setOpen(true);
          }}
        >
          {t('receiptEmail.button')}
        </button>
        {send.data ? (
          <p role="status" className="rounded-xl border border-emerald-300 bg-emerald-50 px-4 py-3 text-emerald-950">
            {t('receiptEmail.queued', { address: send.data.recipient, language: languageName(send.data.language) })}
          </p>
        ) : null}
      </div>
    );
  }

  const submit = () => {
    const request: ReceiptEmailRequest =
      to === 'customer'
        ? { to, requestId, ...(booked ? {} : { language }) }
        : { to, address, requestId, ...(booked ? {} : { language }) };
    send.mutate(request, {
      onSuccess: () => {
        setRequestId(crypto.randomUUID());
        setOpen(false);
      },
    });
  };

  return (
    <section aria-labelledby={`${ids}-title`} className={`${cardClass} receipt-no-print space-y-4`}>
      <h2 id={`${ids}-title`} className={sectionTitle}>
        {t('receiptEmail.title')}
      </h2>
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <fieldset className="space-y-2">
          <legend className={labelClass}>{t('receiptEmail.sendTo')}</legend>
          <label className="flex min-h-11 items-center gap-3 text-plum">
            <input
              type="radio"
              name={`${ids}-to`}
              className="size-5 accent-plum"
              checked={to === 'customer'}
              disabled={!customerAddress}
              onChange={() => setTo('customer')}
            />
            <span className="break-all">
              {customerAddress
                ? t('receiptEmail.toCustomer', { address: customerAddress })
                : t('receiptEmail.noCustomerAddress')}
            </span>
          </label>
          <label className="flex min-h-11 items-center gap-3 text-plum">
            <input
              type="radio"
              name={`${ids}-to`}
              className="size-5 accent-plum"
              checked={to === 'address'}
              onChange={() => setTo('address')}
            />
            {t('receiptEmail.toAddress')}
          </label>
        </fieldset>
        {to === 'address' ? (
          <div className="space-y-1">
            <label htmlFor={`${ids}-address`} className={labelClass}>
              {t('receiptEmail.addressLabel')}
            </label>
            <input
              id={`${ids}-address`}
              type="email"
              inputMode="email"
              autoComplete="off"
              required
              maxLength={RECEIPT_EMAIL_LIMITS.addressMaxLength}
              className={fieldClass}
              value={address}
              onChange={(event) => setAddress(event.target.value)}
            />
          </div>
        ) : null}
        {booked ? (
          <p className={hintClass}>
            {t('receiptEmail.languageFixed', { language: languageName(sale.customerLanguage) })}
          </p>
        ) : (
          <div className="space-y-1">
            <label htmlFor={`${ids}-language`} className={labelClass}>
              {t('receiptEmail.languageLabel')}
            </label>
            <select
              id={`${ids}-language`}
              className={fieldClass}
              value={language}
              onChange={(event) => setLanguage(event.target.value as Language)}
            >
              {SUPPORTED_LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {languageName(code)}
                </option>
              ))}
            </select>
          </div>
        )}
        <ProblemAlert
          problem={refusalText(send.error)}
          onDismiss={() => send.reset()}
          dismissLabel={t('screen.dismiss')}
        />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={primaryButton} disabled={send.isPending}>
            {send.isPending ? t('receiptEmail.sending') : t('receiptEmail.send')}
          </button>
          <button type="button" className={secondaryButton} onClick={() => setOpen(false)}>
            {t('receiptEmail.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}
