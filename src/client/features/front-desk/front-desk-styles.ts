/** The front desk's looks: the admin's shared classes (its dialogs use the shell's `admin-sheet` look). */
export {
  fieldClass,
  fieldErrorClass,
  hintClass,
  labelClass,
  primaryButton,
  secondaryButton,
  sectionTitle,
  warningButton,
} from '../../components/admin-styles.ts';
