/**
 * What the owner sends from the salon details and booking rules pages (issue
 * 13): the section's fields (salon-settings.ts) plus the version they loaded,
 * in one flat object so each message lands next to its field. And the
 * readable history sentence for a change, in English like every history row.
 */
import type { z } from 'zod';
import { jsonInteger, INT4_MAX } from './input-bounds.ts';
import { bookingRulesSchema, salonDetailsSchema, type BookingRules, type SalonDetails } from './salon-settings.ts';

const versionField = jsonInteger('Send the version of the settings you loaded (a whole number).', {
  min: 0,
  max: INT4_MAX,
});

export const salonDetailsUpdateSchema = salonDetailsSchema.extend({ version: versionField });
export const bookingRulesUpdateSchema = bookingRulesSchema.extend({ version: versionField });

export type SalonDetailsUpdate = z.input<typeof salonDetailsUpdateSchema>;
export type BookingRulesUpdate = z.input<typeof bookingRulesUpdateSchema>;

/** Field names as the history says them. */
const DETAIL_LABELS: Record<keyof SalonDetails, string> = {
  name: 'name',
  email: 'e-mail',
  phone: 'phone (as shown)',
  phoneE164: 'dialling number',
  streetAddress: 'street address',
  locality: 'area',
  region: 'province',
  postalCode: 'postcode',
  mapsUrl: 'map link',
  reviewUrl: 'review link',
  instagramUrl: 'Instagram link',
  facebookUrl: 'Facebook link',
  whatsappUrl: 'WhatsApp link',
  lineUrl: 'LINE link',
  discountOfferText: 'discount offer text',
};

function quoted(text: string): string {
  return text === '' ? '(empty)' : `"${text}"`;
}

/** "Changed the salon's phone (as shown) from "+66 1" to "+66 2" and name from …"; no change: "Saved the salon details unchanged." */
export function describeDetailsChange(before: SalonDetails, after: SalonDetails): string {
  const changes = (Object.keys(DETAIL_LABELS) as (keyof SalonDetails)[])
    .filter((field) => before[field] !== after[field])
    .map((field) => `${DETAIL_LABELS[field]} from ${quoted(before[field])} to ${quoted(after[field])}`);
  return changes.length === 0 ? 'Saved the salon details unchanged.' : `Changed the salon's ${changes.join('; ')}.`;
}

const RULE_LABELS: Record<keyof BookingRules, { label: string; unit: string }> = {
  capacity: { label: 'capacity', unit: ' at once' },
  bufferMinutes: { label: 'buffer after each appointment', unit: ' min' },
  windowDaysAhead: { label: 'booking window', unit: ' days ahead' },
  minimumNoticeMinutes: { label: 'shortest notice', unit: ' min' },
};

/** "Changed the booking rules: capacity from 3 at once to 4 at once." */
export function describeBookingRulesChange(before: BookingRules, after: BookingRules): string {
  const changes = (Object.keys(RULE_LABELS) as (keyof BookingRules)[])
    .filter((field) => before[field] !== after[field])
    .map((field) => {
      const { label, unit } = RULE_LABELS[field];
      return `${label} from ${before[field]}${unit} to ${after[field]}${unit}`;
    });
  return changes.length === 0
    ? 'Saved the booking rules unchanged.'
    : `Changed the booking rules: ${changes.join('; ')}.`;
}
