/** The settings forms' classes (dense, quiet admin; big enough to tap on a phone). */
export const inputClass =
  'w-full rounded-lg border border-plum/30 bg-white px-3 py-2 text-sm text-plum focus-visible:border-rose-deep aria-[invalid=true]:border-red-700';
export const labelClass = 'text-sm font-semibold text-plum';
export const hintClass = 'text-xs text-plum-soft';
export const fieldErrorClass = 'text-sm font-medium text-red-800';
export const cardClass = 'rounded-2xl border border-plum/10 bg-white/70 p-4 sm:p-5';
export const primaryButtonClass =
  'rounded-full bg-plum px-5 py-2 text-sm font-semibold text-cream hover:bg-plum-soft disabled:opacity-60';
