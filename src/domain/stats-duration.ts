/** Minutes shown as hours and minutes on the calendar and technician statistics. */
export interface DurationParts {
  readonly hours: number;
  readonly minutes: number;
}

export function durationParts(totalMinutes: number): DurationParts {
  const whole = Math.max(0, Math.round(totalMinutes));
  return { hours: Math.floor(whole / 60), minutes: whole % 60 };
}
