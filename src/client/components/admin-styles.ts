/**
 * The admin's looks in one place: dense, quiet cream / plum / rose, big enough to tap on a phone.
 * Fields use 16 px text on phones (smaller text makes mobile browsers zoom into the field) and 14 px
 * from `sm`. Features re-export these under the names their screens use and add only what is theirs.
 */
export const fieldClass =
  'w-full rounded-lg border border-plum/30 bg-white px-3 py-2 text-base text-plum focus-visible:border-rose-deep aria-invalid:border-red-700 disabled:bg-cream-deep disabled:text-plum-soft sm:text-sm';
export const labelClass = 'text-sm font-semibold text-plum';
export const hintClass = 'text-xs text-plum-soft';
export const fieldErrorClass = 'text-sm font-medium text-red-800';
export const cardClass = 'rounded-2xl border border-plum/10 bg-white/70 p-4 sm:p-5';

const button =
  'inline-flex min-h-10 items-center justify-center rounded-full py-2 text-sm font-semibold disabled:opacity-60';
export const primaryButton = `${button} bg-plum px-5 text-cream hover:bg-plum/90`;
export const secondaryButton = `${button} border border-plum/30 bg-white px-4 text-plum hover:bg-cream-deep`;
export const dangerButton = `${button} bg-red-800 px-4 text-white hover:bg-red-900`;
export const warningButton = `${button} bg-amber-800 px-5 text-white hover:bg-amber-900`;
export const smallButton =
  'rounded-full border border-plum/25 bg-white px-3 py-1.5 text-sm font-semibold text-plum hover:bg-cream-deep disabled:opacity-60';
export const iconButton =
  'inline-flex size-9 items-center justify-center rounded-full border border-plum/20 bg-white text-plum hover:bg-cream-deep disabled:cursor-not-allowed disabled:opacity-35';

export const dialogOverlay = 'fixed inset-0 z-50 bg-plum/50';
export const dialogTitle = 'font-display text-2xl font-semibold text-plum';
export const sectionTitle = 'font-display text-xl font-semibold text-plum';
