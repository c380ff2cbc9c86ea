import { useTranslation } from '../../lib/use-translation.ts';
import { statusActions } from '../../../domain/appointment-dashboard.ts';
import { AFTER_START_STATUSES, type AppointmentStatus } from '../../../domain/appointment-status.ts';

const ACTION_CLASSES: Record<AppointmentStatus, string> = {
  pending: 'border-amber-700 text-amber-900 hover:bg-amber-50',
  confirmed: 'border-emerald-700 text-emerald-900 hover:bg-emerald-50',
  completed: 'border-blue-700 text-blue-900 hover:bg-blue-50',
  cancelled: 'border-red-700 text-red-900 hover:bg-red-50',
  no_show: 'border-slate-600 text-slate-900 hover:bg-slate-100',
};

/**
 * The status buttons a status offers (domain/appointment-status.ts), labelled as staff know them. "No-show" appears once the
 * start has passed (`started`); before that the server would refuse it, so it is not offered.
 */
export function StatusActions({
  status,
  started = true,
  disabled,
  onChange,
}: {
  status: AppointmentStatus;
  started?: boolean;
  disabled?: boolean;
  onChange(to: AppointmentStatus): void;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      {statusActions(status)
        .filter(({ to }) => started || !AFTER_START_STATUSES.includes(to))
        .map(({ to, action }) => (
          <button
            key={to}
            type="button"
            disabled={disabled}
            onClick={() => onChange(to)}
            className={`rounded-full border bg-white px-3 py-1 text-xs font-semibold whitespace-nowrap disabled:opacity-60 ${ACTION_CLASSES[to]}`}
          >
            {t(`dashboard.actions.${action}`)}
          </button>
        ))}
    </>
  );
}
