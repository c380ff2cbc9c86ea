/**
 * What a channel's settings screen shows before its form (LINE, WhatsApp): loading, a failure to load,
 * or that the server has no MESSAGING_SECRET_KEY to seal the channel's secrets (nothing can be connected
 * until the operator sets it). Otherwise the screen itself, given the loaded status.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { cardClass } from '../../components/admin-styles.ts';
import { useTranslation } from '../../lib/use-translation.ts';

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
  if (query.isPending) return <p className={cardClass}>{t(`${channel}.loading`)}</p>;
  if (query.isError)
    return (
      <p role="alert" className={cardClass}>
        {t(`${channel}.loadFailed`)}
      </p>
    );
  if (!query.data.keyConfigured && !query.data.connected) {
    return (
      <p role="status" className={`${cardClass} border-amber-700/40 bg-amber-50 text-plum`}>
        {t(`${channel}.noKey`)}
      </p>
    );
  }
  return <>{props.children(query.data)}</>;
}
