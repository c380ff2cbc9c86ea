/** Shared classes of the staff-account forms (the admin's quiet, dense look). */
export const inputClass =
  'mt-1 block w-full rounded-lg border border-plum/30 bg-white px-3 py-2 text-base text-plum shadow-sm ' +
  'focus:border-rose-deep focus:ring-2 focus:ring-rose/30 focus:outline-none aria-[invalid=true]:border-red-700';
export const primaryButton =
  'rounded-full bg-plum px-5 py-2 font-semibold text-cream hover:bg-plum-soft disabled:opacity-60';
export const secondaryButton =
  'rounded-full border border-plum/30 bg-white px-5 py-2 font-semibold text-plum hover:bg-cream-deep';
export const smallButton =
  'rounded-full border border-plum/25 bg-white px-3 py-1.5 text-sm font-semibold text-plum hover:bg-cream-deep disabled:opacity-60';
export const fieldError = 'mt-1 text-sm font-medium text-red-800';
