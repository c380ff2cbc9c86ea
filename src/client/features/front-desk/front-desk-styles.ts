/** The front desk's looks: the admin's dense cream / plum / rose, as the other admin dialogs. */
export const fieldClass =
  'w-full rounded-lg border border-plum/30 bg-white px-3 py-2 text-base text-plum focus-visible:border-rose-deep aria-invalid:border-red-700 sm:text-sm';
export const labelClass = 'text-sm font-semibold text-plum';
export const fieldErrorClass = 'text-sm font-medium text-red-800';
export const hintClass = 'text-xs text-plum-soft';
export const primaryButton =
  'inline-flex min-h-10 items-center justify-center rounded-full bg-plum px-5 py-2 text-sm font-semibold text-cream hover:bg-plum/90 disabled:opacity-60';
export const secondaryButton =
  'inline-flex min-h-10 items-center justify-center rounded-full border border-plum/30 bg-white px-4 py-2 text-sm font-semibold text-plum hover:bg-cream-deep disabled:opacity-60';
export const warningButton =
  'inline-flex min-h-10 items-center justify-center rounded-full bg-amber-800 px-5 py-2 text-sm font-semibold text-white hover:bg-amber-900 disabled:opacity-60';
export const dialogOverlay = 'fixed inset-0 z-50 bg-plum/50';
/**
 * On a phone the dialog is the whole screen (a long form in a floating box is hard to use with a
 * keyboard up); from `sm` it is a centred card that scrolls inside.
 */
export const dialogContent =
  'fixed inset-0 z-50 flex flex-col bg-cream shadow-2xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[calc(100dvh-3rem)] sm:w-[calc(100%-3rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl';
export const dialogHeader = 'flex items-start justify-between gap-3 border-b border-plum/10 px-5 pt-5 pb-3 sm:px-6';
export const dialogBody = 'min-h-0 flex-1 overflow-y-auto px-5 py-4 sm:px-6';
export const dialogFooter =
  'flex flex-wrap items-center justify-end gap-3 border-t border-plum/10 bg-cream px-5 py-3 sm:rounded-b-2xl sm:px-6';
export const dialogTitle = 'font-display text-2xl font-semibold text-plum';
export const sectionTitle = 'font-display text-xl font-semibold text-plum';
