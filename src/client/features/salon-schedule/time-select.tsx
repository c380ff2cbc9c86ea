import { formatMinute, gridMinutes } from '../../../domain/schedule-changes.ts';
import { fieldClass } from './schedule-styles.ts';

const ALL_TIMES = gridMinutes();

interface TimeSelectProps {
  readonly id: string;
  readonly value: number;
  readonly disabled?: boolean;
  readonly invalid?: boolean;
  readonly describedBy?: string;
  onChange(minute: number): void;
}

/** A time of day on the 15-minute grid, shown as 10:00 (24-hour). The label is the caller's. */
export function TimeSelect({ id, value, disabled, invalid, describedBy, onChange }: TimeSelectProps) {
  return (
    <select
      id={id}
      value={value}
      disabled={disabled}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(event) => onChange(Number(event.target.value))}
      className={`${fieldClass} tabular-nums`}
    >
      {ALL_TIMES.map((minute) => (
        <option key={minute} value={minute}>
          {formatMinute(minute)}
        </option>
      ))}
    </select>
  );
}
