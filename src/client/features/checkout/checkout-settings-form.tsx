/** The owner's checkout settings: PromptPay ID, VAT registration, other payment methods, who may correct sales. */
import { useState } from 'react';
import { cardClass, fieldClass, hintClass, labelClass, primaryButton } from '../../components/admin-styles.ts';
import { FormField } from '../../components/form-field.tsx';
import { ProblemAlert } from '../../components/problem-alert.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import {
  refusalText,
  useCheckoutSettings,
  useSaveCheckoutSettings,
  type CheckoutSettingsView,
} from './checkout-api.ts';

export function CheckoutSettingsForm() {
  const { t } = useTranslation('checkout');
  const settings = useCheckoutSettings();
  const save = useSaveCheckoutSettings();
  if (settings.isError)
    return (
      <ProblemAlert
        problem={refusalText(settings.error)}
        onDismiss={() => void settings.refetch()}
        dismissLabel={t('screen.retry')}
      />
    );
  if (!settings.data) return <p className="text-plum-soft">{t('screen.loading')}</p>;
  // The save lives above the form, which starts afresh from each saved version: "Saved." outlives that.
  return <SettingsForm key={settings.data.version} saved={settings.data} save={save} />;
}

function SettingsForm({
  saved,
  save,
}: {
  saved: CheckoutSettingsView;
  save: ReturnType<typeof useSaveCheckoutSettings>;
}) {
  const { t } = useTranslation('checkout');
  const [promptpayId, setPromptpayId] = useState(saved.promptpayId ?? '');
  const [vatRegistration, setVatRegistration] = useState(saved.vatRegistration ?? '');
  const [methods, setMethods] = useState(saved.otherPaymentMethods.join('\n'));
  const [staffMayCorrect, setStaffMayCorrect] = useState(saved.staffMayCorrect);
  return (
    <form
      className={`${cardClass} max-w-2xl space-y-4`}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({
          version: saved.version,
          promptpayId: promptpayId.trim() === '' ? null : promptpayId,
          vatRegistration: vatRegistration.trim() === '' ? null : vatRegistration,
          otherPaymentMethods: methods
            .split('\n')
            .map((name) => name.trim())
            .filter((name) => name !== ''),
          staffMayCorrect,
        });
      }}
    >
      <Field
        id="promptpay-id"
        label={t('settings.promptpayId')}
        hint={t('settings.promptpayHint')}
        value={promptpayId}
        onChange={setPromptpayId}
      />
      <Field
        id="vat-registration"
        label={t('settings.vatRegistration')}
        hint={t('settings.vatHint')}
        value={vatRegistration}
        onChange={setVatRegistration}
      />
      <div className="space-y-1">
        <label htmlFor="other-methods" className={labelClass}>
          {t('settings.otherMethods')}
        </label>
        <textarea
          id="other-methods"
          rows={3}
          className={fieldClass}
          value={methods}
          aria-describedby="other-methods-hint"
          onChange={(event) => setMethods(event.target.value)}
        />
        <p id="other-methods-hint" className={hintClass}>
          {t('settings.otherMethodsHint')}
        </p>
      </div>
      <label className="flex items-center gap-2 text-plum">
        <input
          type="checkbox"
          className="size-5"
          checked={staffMayCorrect}
          onChange={(event) => setStaffMayCorrect(event.target.checked)}
        />
        {t('settings.staffMayCorrect')}
      </label>
      <ProblemAlert
        problem={refusalText(save.error)}
        onDismiss={() => save.reset()}
        dismissLabel={t('screen.dismiss')}
      />
      {save.isSuccess ? (
        <p role="status" className="text-sm font-semibold text-emerald-800">
          {t('settings.saved')}
        </p>
      ) : null}
      <button type="submit" className={primaryButton} disabled={save.isPending}>
        {t('settings.save')}
      </button>
    </form>
  );
}

function Field(props: { id: string; label: string; hint: string; value: string; onChange(value: string): void }) {
  return (
    <FormField id={props.id} label={props.label} hint={props.hint}>
      {(describedBy) => (
        <input
          id={props.id}
          className={fieldClass}
          value={props.value}
          maxLength={40}
          aria-describedby={describedBy}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
