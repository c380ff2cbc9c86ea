/**
 * The salon's fixed rules and the defaults of the owner's booking rules, each written once:
 * DEFAULT_BOOKING_RULES (salon-settings.ts) and DEFAULT_CAPACITY_RULES (capacity.ts) are built from
 * these, so changing a default here changes what a salon without saved rules obeys.
 */
export const SLOT_STEP_MINUTES = 15;
/** The default opening hours, Monday to Saturday (Sunday closed): 10:00 to 21:00 in minutes after midnight. */
export const DEFAULT_OPENS_AT_MINUTE = 10 * 60;
export const DEFAULT_CLOSES_AT_MINUTE = 21 * 60;
/** Each appointment keeps its chair this long after it ends (clean-up, buffer). */
export const BUFFER_AFTER_MINUTES = 30;
/** At most this many appointments may occupy the salon at any moment. */
export const MAX_CONCURRENT_APPOINTMENTS = 3;
/** The booking window ends with the week that contains the day this far ahead. */
export const BOOKING_WINDOW_DAYS_AHEAD = 14;
/** A row is "in progress" from this long before the start until the end. */
export const IN_PROGRESS_LEAD_MINUTES = 30;
export const DISCOUNT_PERCENTAGES = [0, 10, 20, 100] as const;
export type DiscountPercentage = (typeof DISCOUNT_PERCENTAGES)[number];
