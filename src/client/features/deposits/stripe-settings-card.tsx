/**
 * Settings → Deposits → Stripe (decision 256): the owner pastes the secret key and the webhook's signing
 * secret to have PromptPay deposits confirmed by Stripe instead of by staff. The page learns only whether
 * Stripe is connected and which key ("sk_live_…1234"); the fields are write-only and cleared once saved.
 */
import { useState } from 'react';
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
import { useTranslation } from '../../lib/use-translation.ts';
import { refusalText, useRemoveStripeKeys, useSaveStripeKeys, useStripeConnection } from './deposits-api.ts';

export function StripeSettingsCard() {
  const { t } = useTranslation('deposits');
  const connection = useStripeConnection();
  const save = useSaveStripeKeys();
  const remove = useRemoveStripeKeys();
  const [secretKey, setSecretKey] = useState('');
  const [webhookSecret, setWebhookSecret] = useState('');
  const view = connection.data;
  return (
    <section aria-labelledby="stripe-settings-title" className={cardClass} data-testid="stripe-settings">
      <h2 id="stripe-settings-title" className={sectionTitle}>
        {t('admin.stripeTitle')}
      </h2>
      <p className="mt-1 text-sm text-plum-soft">{t('admin.stripeIntro')}</p>
      {view?.connected ? (
        <p className="mt-3 text-sm font-semibold text-emerald-900" role="status">
          {t('admin.stripeConnected', { hint: view.keyHint ?? '' })}
        </p>
      ) : (
        <p className="mt-3 text-sm text-plum" role="status">
          {t('admin.stripeNotConnected')}
        </p>
      )}
      {view && !view.keyConfigured ? <p className="mt-2 text-sm text-red-800">{t('admin.stripeNoSealKey')}</p> : null}
      <form
        className="mt-4 space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(
            { secretKey, webhookSecret },
            {
              onSuccess: () => {
                setSecretKey('');
                setWebhookSecret('');
              },
            },
          );
        }}
      >
        <div className="flex flex-col gap-1">
          <label htmlFor="stripe-secret-key" className={labelClass}>
            {t('admin.stripeSecretKey')}
          </label>
          <input
            id="stripe-secret-key"
            type="password"
            autoComplete="off"
            className={fieldClass}
            value={secretKey}
            maxLength={255}
            onChange={(event) => setSecretKey(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="stripe-webhook-secret" className={labelClass}>
            {t('admin.stripeWebhookSecret')}
          </label>
          <input
            id="stripe-webhook-secret"
            type="password"
            autoComplete="off"
            className={fieldClass}
            value={webhookSecret}
            maxLength={255}
            onChange={(event) => setWebhookSecret(event.target.value)}
          />
          <p className={hintClass}>
            {t('admin.stripeWebhookHint', { url: `${window.location.origin}/api/deposits/stripe/webhook` })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={primaryButton} disabled={save.isPending}>
            {t('admin.stripeSave')}
          </button>
          {view?.connected ? (
            <button
              type="button"
              className={secondaryButton}
              disabled={remove.isPending}
              onClick={() => remove.mutate()}
            >
              {t('admin.stripeRemove')}
            </button>
          ) : null}
        </div>
        <ProblemAlert
          problem={refusalText(save.error ?? remove.error)}
          onDismiss={() => {
            save.reset();
            remove.reset();
          }}
          dismissLabel={t('admin.dismiss')}
        />
      </form>
    </section>
  );
}
