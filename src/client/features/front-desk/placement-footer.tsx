import { useTranslation } from '../../lib/use-translation.ts';
import { primaryButton, secondaryButton, warningButton } from './front-desk-styles.ts';

interface PlacementFooterProps {
  readonly submitLabel: string;
  readonly pending: boolean;
  /** The time was full and staff are giving a reason: the button says so, in the warning colour. */
  readonly overriding: boolean;
  onCancel(): void;
}

/** Cancel and the submit button of a dialog that places an appointment (New appointment, Walk-in). */
export function PlacementFooter({ submitLabel, pending, overriding, onCancel }: PlacementFooterProps) {
  const { t } = useTranslation('frontDesk');
  return (
    <>
      <button type="button" className={secondaryButton} onClick={onCancel}>
        {t('cancel')}
      </button>
      <button type="submit" disabled={pending} className={overriding ? warningButton : primaryButton}>
        {overriding ? t('refusal.bookAnyway') : submitLabel}
      </button>
    </>
  );
}
