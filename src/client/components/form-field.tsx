import type { ReactNode } from 'react';
import { fieldErrorClass, hintClass, labelClass } from './admin-styles.ts';

interface FormFieldProps {
  readonly id: string;
  readonly label: string;
  readonly hint?: string | undefined;
  readonly error?: string | undefined;
  readonly className?: string;
  /** The control, given its `aria-describedby` (error first, then hint); the caller sets `id` and `aria-invalid`. */
  children(describedBy: string | undefined): ReactNode;
}

/** A visible label, the control, its error right under it and an optional hint, read together. */
export function FormField({ id, label, hint, error, className, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className ?? ''}`}>
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
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
