import { useTranslation } from '../../lib/use-translation.ts';
import { useNavigate } from 'react-router';
import { isInProgress } from '../../../domain/appointment-dashboard.ts';
import type { AppointmentStatus } from '../../../domain/appointment-status.ts';
import { timeToMinutes } from '../../../domain/calendar.ts';
import type { SalonMoment } from '../../../domain/salon-time.ts';
import { isPastStart } from '../../../domain/start-times.ts';
import { AppointmentRow } from './appointment-row.tsx';
import type { AppointmentListItem, TechnicianOption } from './appointments-api.ts';

interface AppointmentTableProps {
  readonly items: readonly AppointmentListItem[];
  readonly technicians: readonly TechnicianOption[];
  readonly now: SalonMoment;
  readonly busy: boolean;
  readonly feedbackId: string | null;
  onStatus(item: AppointmentListItem, status: AppointmentStatus): void;
  onTechnician(item: AppointmentListItem, technicianId: string | null): void;
  onDelete(item: AppointmentListItem): void;
}

/** The dashboard's table of one page of appointments; it scrolls sideways on narrow screens. */
export function AppointmentTable({
  items,
  technicians,
  now,
  busy,
  feedbackId,
  onStatus,
  onTechnician,
  onDelete,
}: AppointmentTableProps) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const th = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-plum-soft uppercase';
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-plum/10 bg-white shadow-sm">
      <table className="w-full min-w-[68rem] border-collapse text-sm">
        <caption className="sr-only">{t('dashboard.tableLabel')}</caption>
        <thead className="border-b border-plum/10 bg-cream-deep/60">
          <tr>
            <th scope="col" className={th}>
              {t('dashboard.columns.dateTime')}
            </th>
            <th scope="col" className={th}>
              {t('dashboard.columns.customer')}
            </th>
            <th scope="col" className={th}>
              {t('dashboard.columns.services')}
            </th>
            <th scope="col" className={th}>
              {t('dashboard.columns.technician')}
            </th>
            <th scope="col" className={th}>
              {t('dashboard.columns.durationPrice')}
            </th>
            <th scope="col" className={th}>
              {t('dashboard.columns.status')}
            </th>
            <th scope="col" className={th}>
              {t('dashboard.columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <AppointmentRow
              key={item.id}
              item={item}
              technicians={technicians}
              inProgress={isInProgress(item, now)}
              started={isPastStart(item.date, timeToMinutes(item.startTime), now)}
              busy={busy}
              feedback={feedbackId === item.id}
              onOpen={() => void navigate(`/admin/orders/${item.id}`)}
              onStatus={(status) => onStatus(item, status)}
              onTechnician={(technicianId) => onTechnician(item, technicianId)}
              onDelete={() => onDelete(item)}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
