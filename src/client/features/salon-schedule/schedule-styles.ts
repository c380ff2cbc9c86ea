/** The schedule forms' classes: the admin's shared ones under the names these screens use. */
export {
  cardClass,
  fieldClass,
  fieldErrorClass,
  labelClass,
  primaryButton as primaryButtonClass,
  secondaryButton as secondaryButtonClass,
} from '../../components/admin-styles.ts';
