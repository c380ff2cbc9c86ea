/** The reason every correction (refund, void) needs: one field, its refusal beside it, an optional hint. */
import { CHECKOUT_LIMITS } from '../../../domain/checkout/schemas.ts';
import { fieldClass, fieldErrorClass, hintClass, labelClass } from '../../components/admin-styles.ts';
import { useTranslation } from '../../lib/use-translation.ts';

export function CorrectionReasonField(props: {
  /** The input's id; its error and hint take it as a prefix. */
  readonly id: string;
  readonly value: string;
  onChange(value: string): void;
  readonly error: string | undefined;
  readonly hint?: string;
}) {
  const { t } = useTranslation('checkout');
  const { id, error, hint } = props;
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className="space-y-1">
      <label htmlFor={id} className={labelClass}>
        {t('corrections.reason')}
      </label>
      <input
        id={id}
        autoComplete="off"
        className={fieldClass}
        maxLength={CHECKOUT_LIMITS.reasonMax}
        value={props.value}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy === '' ? undefined : describedBy}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className={fieldErrorClass}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
