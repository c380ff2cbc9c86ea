/** The settings forms' classes: the admin's shared ones under the names these screens use. */
export {
  cardClass,
  fieldClass as inputClass,
  fieldErrorClass,
  hintClass,
  labelClass,
  primaryButton as primaryButtonClass,
} from '../../components/admin-styles.ts';
