import type { ReactNode } from 'react';
import { fieldErrorClass, labelClass } from './menu-editor-styles.ts';

interface FormFieldProps {
  readonly id: string;
  readonly label: string;
  readonly hint?: string;
  readonly error?: string | undefined;
  /** The control, given `id`, `aria-describedby` and `aria-invalid` by the caller through `describedBy`. */
  children(describedBy: string | undefined): ReactNode;
}

/** A visible label, the control, an optional hint and the error right under it (read with the field). */
export function FormField({ id, label, hint, error, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children(describedBy)}
      {error ? (
        <p id={errorId} className={fieldErrorClass}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="text-xs text-plum-soft">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
