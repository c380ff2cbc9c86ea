import { sharedKeys } from '../../lib/query-keys.ts';

export const setupKeys = {
  all: [...sharedKeys.settings, 'setup'] as const,
};
