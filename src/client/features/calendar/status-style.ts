/**
 * Status colours shared in spirit with the dashboard badges, so a status looks the same on both
 * (pending yellow, confirmed green, completed blue, cancelled red): Tailwind
 * 100 backgrounds, a stronger border of the same hue, and the dark plum text,
 * which passes AA on every one of them. Colour is never the only cue: the
 * status is also in the block's text for screen readers and in the legend.
 */
import type { AppointmentStatus } from '../../../domain/appointment-status.ts';

export const statusBlockClass: Record<AppointmentStatus, string> = {
  pending: 'bg-yellow-100 border-yellow-500 hover:bg-yellow-200',
  confirmed: 'bg-green-100 border-green-600 hover:bg-green-200',
  completed: 'bg-blue-100 border-blue-600 hover:bg-blue-200',
  cancelled: 'bg-red-100 border-red-600 hover:bg-red-200',
  no_show: 'bg-slate-200 border-slate-500 hover:bg-slate-300',
};

export const statusSwatchClass: Record<AppointmentStatus, string> = {
  pending: 'bg-yellow-100 border-yellow-500',
  confirmed: 'bg-green-100 border-green-600',
  completed: 'bg-blue-100 border-blue-600',
  cancelled: 'bg-red-100 border-red-600',
  no_show: 'bg-slate-200 border-slate-500',
};
