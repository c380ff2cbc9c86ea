/**
 * The roots of the query keys that more than one feature names. Each feature builds its own keys in its
 * `query-keys.ts` from these; a feature that must refresh another's data (a sale changes the appointments
 * list, a product price changes what checkout starts with) names the root here instead of importing the
 * other feature. Keys are prefixes: invalidating a root refreshes every key built on it.
 */
export const sharedKeys = {
  /** Everything the admin loaded: after a change of the admin's language, all of it. */
  admin: ['admin'] as const,
  appointments: ['admin', 'appointments'] as const,
  calendar: ['admin', 'calendar'] as const,
  checkoutStart: ['admin', 'checkout', 'start'] as const,
  settings: ['admin', 'settings'] as const,
  booking: ['booking'] as const,
  catalogue: ['catalogue'] as const,
  manage: ['manage'] as const,
};
