/** The schedule forms' shared classes (dense, quiet admin; big enough to tap on a phone). */
export const fieldClass =
  'w-full rounded-lg border border-plum/30 bg-white px-3 py-2 text-sm text-plum focus-visible:border-rose-deep disabled:bg-cream-deep disabled:text-plum-soft';
export const labelClass = 'text-sm font-semibold text-plum';
export const primaryButtonClass =
  'rounded-full bg-plum px-5 py-2 text-sm font-semibold text-cream hover:bg-plum-soft disabled:opacity-60';
export const secondaryButtonClass =
  'rounded-full border border-plum/30 bg-white px-5 py-2 text-sm font-semibold text-plum hover:bg-cream-deep disabled:opacity-60';
export const cardClass = 'rounded-2xl border border-plum/10 bg-white/70 p-4 sm:p-5';
export const fieldErrorClass = 'text-sm font-medium text-red-800';
