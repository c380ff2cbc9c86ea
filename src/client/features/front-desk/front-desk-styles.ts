/** The front desk's looks: the admin's shared classes, plus its full-screen-on-a-phone dialog frame. */
export {
  dialogOverlay,
  dialogTitle,
  fieldClass,
  fieldErrorClass,
  hintClass,
  labelClass,
  primaryButton,
  secondaryButton,
  sectionTitle,
  warningButton,
} from '../../components/admin-styles.ts';
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
