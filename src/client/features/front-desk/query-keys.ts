import { sharedKeys } from '../../lib/query-keys.ts';

export const frontDeskKeys = {
  all: [...sharedKeys.admin, 'front-desk'] as const,
  lookup: (contact: string) => [...frontDeskKeys.all, 'lookup', contact] as const,
};
