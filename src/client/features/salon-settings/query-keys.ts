import { sharedKeys } from '../../lib/query-keys.ts';

export const salonSettingsKeys = {
  all: [...sharedKeys.settings, 'salon'] as const,
  details: () => [...salonSettingsKeys.all, 'details'] as const,
  bookingRules: () => [...salonSettingsKeys.all, 'booking-rules'] as const,
  customerChanges: () => [...salonSettingsKeys.all, 'customer-changes'] as const,
};
