/**
 * Settings → Message channels: which channels besides e-mail carry customers' messages, in which order.
 * Each channel is a row with its own switch and a move up / move down pair (buttons, not dragging, so a
 * keyboard and a thumb can both do it); e-mail stays last, for everything the rows above do not carry.
 */
import { useMutation, useQuery, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { CHANNEL_LABELS, type MessageChannel } from '../../../domain/channel-preferences.ts';
import { cardClass, primaryButton, smallButton } from '../../components/admin-styles.ts';
import { ProblemAlert } from '../../components/problem-alert.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { channelPreferencesQuery, saveChannelPreferences, type ChannelPreferencesView } from './messaging-api.ts';
import { messagingKeys } from './query-keys.ts';
import { QueryCard } from '../../components/query-card.tsx';

export function ChannelPreferencesSettings() {
  const { t } = useTranslation('messaging');
  const query = useQuery(channelPreferencesQuery());
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: saveChannelPreferences,
    onSuccess: (view) => client.setQueryData(messagingKeys.channels, view),
  });
  return (
    // The form starts again from each saved version; the save lives here so its "Saved." outlives that.
    <QueryCard query={query} loading={t('channels.loading')} failed={t('channels.loadFailed')}>
      {(data) => <ChannelPreferencesForm key={data.version} saved={data} save={save} />}
    </QueryCard>
  );
}

/** The order with `channel` moved one place up (-1) or down (+1). */
function moved(order: readonly MessageChannel[], channel: MessageChannel, step: -1 | 1): MessageChannel[] {
  const next = [...order];
  const from = next.indexOf(channel);
  const to = from + step;
  if (from < 0 || to < 0 || to >= next.length) return next;
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

type SaveMutation = UseMutationResult<ChannelPreferencesView, Error, Parameters<typeof saveChannelPreferences>[0]>;

function ChannelPreferencesForm({ saved, save }: { saved: ChannelPreferencesView; save: SaveMutation }) {
  const { t } = useTranslation('messaging');
  const [order, setOrder] = useState<MessageChannel[]>([...saved.order]);
  const [off, setOff] = useState<MessageChannel[]>([...saved.off]);
  /** A moved row's button keeps the focus; at the end of the list, its other button takes it. */
  function move(channel: MessageChannel, step: -1 | 1) {
    const next = moved(order, channel, step);
    setOrder(next);
    const index = next.indexOf(channel);
    const atEnd = step === -1 ? index === 0 : index === next.length - 1;
    const direction = (step === -1) !== atEnd ? 'up' : 'down';
    requestAnimationFrame(() => document.getElementById(`move-${channel}-${direction}`)?.focus());
  }
  const problem =
    save.error === null ? null : save.error instanceof ApiRequestError ? save.error.message : t('channels.network');

  return (
    <form
      className={`${cardClass} flex flex-col gap-4`}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ order, off, version: saved.version });
      }}
    >
      <ol className="flex flex-col gap-3" aria-label={t('channels.listLabel')}>
        {order.map((channel, index) => {
          const name = CHANNEL_LABELS[channel];
          const on = !off.includes(channel);
          const connected = saved.connected[channel];
          return (
            <li
              key={channel}
              data-channel={channel}
              className="flex items-center gap-3 rounded-xl border border-plum/10 bg-white p-3"
            >
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-blush font-semibold text-plum"
              >
                {index + 1}
              </span>
              <div className="min-w-0 flex-1">
                <label className="flex items-center gap-2 font-semibold text-plum">
                  <input
                    type="checkbox"
                    className="size-5"
                    checked={on}
                    onChange={(event) =>
                      setOff((current) =>
                        event.target.checked ? current.filter((other) => other !== channel) : [...current, channel],
                      )
                    }
                  />
                  {t('channels.sendBy', { channel: name })}
                </label>
                <p className="mt-1 text-sm text-plum-soft">
                  {connected ? (
                    t('channels.connected')
                  ) : (
                    <>
                      {t('channels.notConnected')}{' '}
                      <Link className="font-semibold text-plum underline" to={`/admin/settings/${channel}`}>
                        {t('channels.connectLink', { channel: name })}
                      </Link>
                    </>
                  )}
                </p>
              </div>
              <div className="flex shrink-0 gap-2">
                <button
                  type="button"
                  id={`move-${channel}-up`}
                  className={smallButton}
                  disabled={index === 0}
                  aria-label={t('channels.moveUp', { channel: name })}
                  onClick={() => move(channel, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  id={`move-${channel}-down`}
                  className={smallButton}
                  disabled={index === order.length - 1}
                  aria-label={t('channels.moveDown', { channel: name })}
                  onClick={() => move(channel, 1)}
                >
                  ↓
                </button>
              </div>
            </li>
          );
        })}
        <li className="flex items-center gap-3 rounded-xl border border-dashed border-plum/20 p-3" data-channel="email">
          <span
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-cream-deep font-semibold text-plum"
          >
            {order.length + 1}
          </span>
          <div>
            <p className="font-semibold text-plum">{t('channels.email')}</p>
            <p className="text-sm text-plum-soft">{t('channels.emailHint')}</p>
          </div>
        </li>
      </ol>
      <ProblemAlert problem={problem} onDismiss={() => save.reset()} dismissLabel={t('channels.dismiss')} />
      {save.isSuccess ? (
        <p role="status" className="text-sm font-semibold text-emerald-800">
          {t('channels.saved')}
        </p>
      ) : null}
      <button type="submit" className={`${primaryButton} self-start`} disabled={save.isPending}>
        {t('channels.save')}
      </button>
    </form>
  );
}
