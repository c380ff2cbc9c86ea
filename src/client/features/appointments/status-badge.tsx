import { useTranslation } from '../../lib/use-translation.ts';
import type { AppointmentStatus } from '../../../domain/appointment-status.ts';

/** Spec colours (pending yellow, confirmed green, completed blue, cancelled red), dark text for AA contrast. */
const BADGE_CLASSES: Record<AppointmentStatus, string> = {
  pending: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  confirmed: 'bg-green-100 text-green-900 ring-green-300',
  completed: 'bg-blue-100 text-blue-900 ring-blue-300',
  cancelled: 'bg-red-100 text-red-900 ring-red-300',
  no_show: 'bg-slate-200 text-slate-900 ring-slate-400',
};

export function StatusBadge({ status, feedback = false }: { status: AppointmentStatus; feedback?: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <span
      data-status={status}
      data-feedback={feedback ? 'true' : undefined}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 transition-transform duration-500 ease-out ${BADGE_CLASSES[status]} ${feedback ? 'scale-115 ring-2' : 'scale-100'}`}
    >
      {t(`dashboard.statuses.${status}`)}
    </span>
  );
}
