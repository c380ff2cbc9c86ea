/** The editor's shared looks: dense, quiet, the admin's cream / plum / rose. */
export const fieldClass =
  'w-full rounded-lg border border-plum/30 bg-white px-3 py-2 text-base text-plum focus-visible:border-rose-deep sm:text-sm';
export const labelClass = 'text-sm font-semibold text-plum';
export const fieldErrorClass = 'text-sm font-medium text-red-800';
export const primaryButton =
  'inline-flex min-h-10 items-center justify-center rounded-full bg-plum px-5 py-2 text-sm font-semibold text-cream hover:bg-plum/90 disabled:opacity-60';
export const secondaryButton =
  'inline-flex min-h-10 items-center justify-center rounded-full border border-plum/30 bg-white px-4 py-2 text-sm font-semibold text-plum hover:bg-cream-deep disabled:opacity-60';
export const dangerButton =
  'inline-flex min-h-10 items-center justify-center rounded-full bg-red-800 px-4 py-2 text-sm font-semibold text-white hover:bg-red-900 disabled:opacity-60';
export const iconButton =
  'inline-flex size-9 items-center justify-center rounded-full border border-plum/20 bg-white text-plum hover:bg-cream-deep disabled:cursor-not-allowed disabled:opacity-35';
export const dialogOverlay = 'fixed inset-0 z-50 bg-plum/50';
export const dialogContent =
  'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-cream p-5 shadow-2xl sm:p-6';
export const dialogTitle = 'font-display text-2xl font-semibold text-plum';
