/**
 * Settings → LINE: connect the salon's LINE Official Account, or see it connected with the month's
 * quota and use, the webhook URL to paste into the LINE console, and a way to replace or remove it.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { cardClass, dangerButton, fieldErrorClass, secondaryButton } from '../../components/admin-styles.ts';
import { currentLocale } from '../../lib/i18n.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { ChannelStatusGate } from './channel-status-gate.tsx';
import { LineConnectForm } from './line-connect-form.tsx';
import { disconnectLine, lineStatusQuery, type LineStatus } from './messaging-api.ts';
import { messagingKeys } from './query-keys.ts';

export function LineSettings() {
  const query = useQuery({ ...lineStatusQuery(), select: (data) => data.line });
  return (
    <ChannelStatusGate channel="line" query={query}>
      {(line) => (line.connected ? <ConnectedLine line={line} /> : <LineConnectForm />)}
    </ChannelStatusGate>
  );
}

function QuotaMeter({ quota }: { quota: NonNullable<LineStatus['quota']> }) {
  const { t } = useTranslation('messaging');
  const locale = currentLocale();
  const number = (value: number) => value.toLocaleString(locale);
  if (quota.limit === null)
    return <p className="text-plum">{t('line.quotaUnlimited', { used: number(quota.used) })}</p>;
  const share = quota.limit > 0 ? Math.min(1, quota.used / quota.limit) : 1;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-plum">{t('line.quotaUsed', { used: number(quota.used), limit: number(quota.limit) })}</p>
      <div
        role="meter"
        aria-label={t('line.quota')}
        aria-valuemin={0}
        aria-valuemax={quota.limit}
        aria-valuenow={quota.used}
        className="h-2.5 w-full max-w-sm overflow-hidden rounded-full bg-blush"
      >
        <div
          className={`h-full rounded-full ${share >= 0.9 ? 'bg-red-800' : 'bg-plum'}`}
          style={{ width: `${Math.round(share * 100)}%` }}
        />
      </div>
    </div>
  );
}

function ConnectedLine({ line }: { line: LineStatus }) {
  const { t } = useTranslation('messaging');
  const queryClient = useQueryClient();
  const [replacing, setReplacing] = useState(false);
  const disconnect = useMutation({
    mutationFn: disconnectLine,
    onSuccess: (answer) => queryClient.setQueryData(messagingKeys.line, answer),
  });
  const locale = currentLocale();
  const webhookUrl = `${window.location.origin}/api/line/webhook`;
  const connectedOn = line.connectedAt
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(line.connectedAt))
    : '';

  return (
    <div className="flex flex-col gap-5">
      <section aria-labelledby="line-connected-heading" className={`${cardClass} flex flex-col gap-4`}>
        <div className="flex flex-wrap items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-[#06C755] text-lg font-bold text-white"
          >
            ✓
          </span>
          <div>
            <h2 id="line-connected-heading" className="font-display text-xl font-semibold text-plum">
              {t('line.connectedTitle')}
            </h2>
            <p className="text-sm text-plum-soft">{t('line.connectedOn', { date: connectedOn })}</p>
          </div>
        </div>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-3">
          <div>
            <dt className="text-xs font-semibold tracking-wide text-plum-soft uppercase">{t('line.account')}</dt>
            <dd className="text-lg font-semibold text-plum" data-testid="line-account-name">
              {line.displayName}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-semibold tracking-wide text-plum-soft uppercase">{t('line.basicId')}</dt>
            <dd className="font-mono text-plum">{line.basicId}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold tracking-wide text-plum-soft uppercase">{t('line.channelIdLabel')}</dt>
            <dd className="font-mono text-plum">{line.channelId}</dd>
          </div>
        </dl>
        {line.problem ? (
          <p role="alert" className={fieldErrorClass}>
            {t(`line.problem.${line.problem}`)}
          </p>
        ) : null}
      </section>

      <section aria-labelledby="line-quota-heading" className={`${cardClass} flex flex-col gap-2`}>
        <h2 id="line-quota-heading" className="font-display text-xl font-semibold text-plum">
          {t('line.quota')}
        </h2>
        {line.quota ? <QuotaMeter quota={line.quota} /> : <p className="text-plum">{t('line.quotaUnknown')}</p>}
        <p className="text-sm text-plum-soft">{t('line.quotaNote')}</p>
      </section>

      <section aria-labelledby="line-webhook-heading" className={`${cardClass} flex flex-col gap-2`}>
        <h2 id="line-webhook-heading" className="font-display text-xl font-semibold text-plum">
          {t('line.webhookTitle')}
        </h2>
        <p className="rounded-lg border border-plum/15 bg-cream-deep px-3 py-2 font-mono text-sm break-all text-plum select-all">
          {webhookUrl}
        </p>
        <p className="text-sm text-plum-soft">{t('line.webhookHelp')}</p>
      </section>

      {replacing ? (
        <LineConnectForm onCancel={() => setReplacing(false)} />
      ) : (
        <div className="flex flex-wrap gap-3">
          <button type="button" className={secondaryButton} onClick={() => setReplacing(true)}>
            {t('line.replace')}
          </button>
          <button
            type="button"
            className={dangerButton}
            disabled={disconnect.isPending}
            onClick={() => disconnect.mutate()}
          >
            {disconnect.isPending ? t('line.disconnecting') : t('line.disconnect')}
          </button>
        </div>
      )}
    </div>
  );
}
