/**
 * How long a staff session lives (decision record 030). Sliding: each use
 * pushes the expiry 30 days ahead; absolute: no session outlives 90 days
 * from sign-in, however often it is used.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export const SESSION_IDLE_MS = 30 * DAY_MS;
export const SESSION_ABSOLUTE_MS = 90 * DAY_MS;
/** A session is written back (expiry pushed, cookie re-sent) at most this often: reads stay cheap. */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60 * 1000;

/** Failed sign-ins counted per e-mail and per IP within a sliding window. */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const SIGN_IN_MAX_FAILURES_PER_EMAIL = 5;
export const SIGN_IN_MAX_FAILURES_PER_IP = 20;

export const SIGN_IN_EMAIL_BUCKET = 'sign-in-email';
export const SIGN_IN_IP_BUCKET = 'sign-in-ip';
