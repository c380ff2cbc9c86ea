import { sharedKeys } from '../../lib/query-keys.ts';
import type { OutboxFilter } from './use-outbox.ts';

export const outboxKeys = {
  all: [...sharedKeys.admin, 'outbox'] as const,
  list: (status: OutboxFilter, page: number) => [...outboxKeys.all, 'list', status, page] as const,
  message: (id: number) => [...outboxKeys.all, 'message', id] as const,
};
