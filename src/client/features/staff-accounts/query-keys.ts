import { sharedKeys } from '../../lib/query-keys.ts';

export const accountKeys = { all: [...sharedKeys.settings, 'accounts'] as const };
