/**
 * What a channel's settings screen shows before its form (LINE, WhatsApp): loading, a failure to load,
 * or that the server has no MESSAGING_SECRET_KEY to seal the channel's secrets (nothing can be connected
 * until the operator sets it). Otherwise the screen itself, given the loaded status.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { cardClass } from '../../components/admin-styles.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { QueryCard } from '../../components/query-card.tsx';

interface ChannelStatus {
  readonly keyConfigured: boolean;
  readonly connected: boolean;
}

export function ChannelStatusGate<Status extends ChannelStatus>(props: {
  /** The channel's texts in `messaging`: `<channel>.loading`, `.loadFailed`, `.noKey`. */
  readonly channel: 'line' | 'whatsapp';
  readonly query: UseQueryResult<Status>;
  readonly children: (status: Status) => ReactNode;
}) {
  const { t } = useTranslation('messaging');
  const { channel, query } = props;
  return (
    <QueryCard query={query} loading={t(`${channel}.loading`)} failed={t(`${channel}.loadFailed`)}>
      {(status) =>
        !status.keyConfigured && !status.connected ? (
          <p role="status" className={`${cardClass} border-amber-700/40 bg-amber-50 text-plum`}>
            {t(`${channel}.noKey`)}
          </p>
        ) : (
          props.children(status)
        )
      }
    </QueryCard>
  );
}
