/** /admin/orders/:id: one appointment (spec section 2; issue 6). */
import { useParams } from 'react-router';
import { AppointmentDetail } from '../../features/appointments/appointment-detail.tsx';

export default function OrderPage() {
  const { id = '' } = useParams();
  // A new id is a new page: no state of the previous appointment carries over.
  return <AppointmentDetail key={id} id={id} />;
}
