/** The menu editor's looks: the admin's shared classes, plus its dialog frame. */
export {
  dangerButton,
  dialogOverlay,
  dialogTitle,
  fieldClass,
  fieldErrorClass,
  iconButton,
  labelClass,
  primaryButton,
  secondaryButton,
} from '../../components/admin-styles.ts';
export const dialogContent =
  'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-cream p-5 shadow-2xl sm:p-6';
