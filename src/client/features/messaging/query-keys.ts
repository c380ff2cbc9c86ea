import { sharedKeys } from '../../lib/query-keys.ts';

export const messagingKeys = {
  line: [...sharedKeys.settings, 'line'] as const,
  whatsapp: [...sharedKeys.settings, 'whatsapp'] as const,
  channels: [...sharedKeys.settings, 'channels'] as const,
};
