/** /admin/orders/:id: one appointment, with the front desk's cards. */
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { AppointmentDetail } from '../../features/appointments/appointment-detail.tsx';
import { detailCard, detailCardTitle } from '../../features/appointments/detail-card.ts';
import { AppointmentDepositCard } from '../../features/deposits/appointment-deposit-card.tsx';
import { AppointmentOriginCard } from '../../features/front-desk/appointment-origin-card.tsx';
import { MoveAppointmentCard } from '../../features/front-desk/move-appointment-card.tsx';
import { appointmentKeys } from '../../features/appointments/query-keys.ts';

export default function OrderPage() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  // A new id is a new page: no state of the previous appointment carries over.
  return (
    <AppointmentDetail
      key={id}
      id={id}
      extraCards={(appointment) => (
        <>
          <AppointmentDepositCard
            appointmentId={appointment.id}
            version={appointment.version}
            className={detailCard}
            titleClassName={detailCardTitle}
            onChanged={() => void queryClient.invalidateQueries({ queryKey: appointmentKeys.detail(appointment.id) })}
          />
          <AppointmentOriginCard appointment={appointment} className={detailCard} titleClassName={detailCardTitle} />
          <MoveAppointmentCard
            appointment={appointment}
            className={detailCard}
            titleClassName={detailCardTitle}
            onMoved={(moved) => {
              queryClient.setQueryData(appointmentKeys.detail(moved.id), moved);
              void queryClient.invalidateQueries({ queryKey: appointmentKeys.lists() });
            }}
          />
        </>
      )}
    />
  );
}
