import { sharedKeys } from '../../lib/query-keys.ts';

export const menuEditorKeys = { all: [...sharedKeys.settings, 'menu'] as const };
