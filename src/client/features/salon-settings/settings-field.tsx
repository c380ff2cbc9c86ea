/** One labelled input with its hint and its message (linked by aria-describedby, marked invalid). */
import { useId, type InputHTMLAttributes } from 'react';
import { fieldErrorClass, hintClass, inputClass, labelClass } from './settings-form-styles.ts';

interface SettingsFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'id'> {
  readonly label: string;
  readonly hint?: string;
  readonly error?: string | undefined;
  /** Text after the input ("minutes", "days"). */
  readonly unit?: string;
}

export function SettingsField({ label, hint, error, unit, ...input }: SettingsFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          className={unit ? `${inputClass} max-w-32` : inputClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {unit ? <span className="text-sm text-plum-soft">{unit}</span> : null}
      </div>
      {hint ? (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={fieldErrorClass}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
