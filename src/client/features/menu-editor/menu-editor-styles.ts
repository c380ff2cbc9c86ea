/** The menu editor's looks: the admin's shared classes (its dialogs use the shell's `admin-editor` look). */
export {
  dangerButton,
  fieldClass,
  fieldErrorClass,
  iconButton,
  labelClass,
  primaryButton,
  secondaryButton,
} from '../../components/admin-styles.ts';
