import { useTranslation } from '../../lib/use-translation.ts';
import type { AppointmentStatus } from '../../../domain/appointment-status.ts';

/** The dashboard's status colours (the same hue per status everywhere), dark text for AA contrast. */
const PILL_CLASSES: Record<AppointmentStatus, string> = {
  pending: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  confirmed: 'bg-green-100 text-green-900 ring-green-300',
  completed: 'bg-blue-100 text-blue-900 ring-blue-300',
  cancelled: 'bg-red-100 text-red-900 ring-red-300',
  no_show: 'bg-slate-200 text-slate-900 ring-slate-400',
};

export function StatusPill({ status }: { status: AppointmentStatus }) {
  const { t } = useTranslation('customers');
  return (
    <span
      data-status={status}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${PILL_CLASSES[status]}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}
