/**
 * The owner's salon details, booking rules and customer-change rules for the client:
 * GET and PUT /api/admin/settings/{details, booking-rules, customer-changes}, each with the
 * version the owner loaded (a stale one is refused with 409 and a message).
 */
import { queryOptions } from '@tanstack/react-query';
import type { CustomerChangeRulesUpdate } from '../../../domain/manage-booking.ts';
import type { SalonDetailsUpdate, BookingRulesUpdate } from '../../../domain/salon-settings-edits.ts';
import { api, readJson } from '../../lib/api-client.ts';
import { salonSettingsKeys } from './query-keys.ts';

export function salonDetailsQuery() {
  return queryOptions({
    queryKey: salonSettingsKeys.details(),
    queryFn: async () => readJson(await api.admin.settings.details.$get()),
    staleTime: 0,
  });
}

export function bookingRulesQuery() {
  return queryOptions({
    queryKey: salonSettingsKeys.bookingRules(),
    queryFn: async () => readJson(await api.admin.settings['booking-rules'].$get()),
    staleTime: 0,
  });
}

export async function saveSalonDetails(body: SalonDetailsUpdate) {
  return readJson(await api.admin.settings.details.$put({ json: body }));
}

export async function saveBookingRules(body: BookingRulesUpdate) {
  return readJson(await api.admin.settings['booking-rules'].$put({ json: body }));
}

/** What customers may change through their link, and the reminder: GET and PUT with the version. */
export function customerChangeRulesQuery() {
  return queryOptions({
    queryKey: salonSettingsKeys.customerChanges(),
    queryFn: async () => readJson(await api.admin.settings['customer-changes'].$get()),
    staleTime: 0,
  });
}

export async function saveCustomerChangeRules(body: CustomerChangeRulesUpdate) {
  return readJson(await api.admin.settings['customer-changes'].$put({ json: body }));
}
