/** Business constants of spec section 9, in one place. */
export const SLOT_STEP_MINUTES = 15;
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
