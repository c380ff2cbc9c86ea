/** /admin: the Appointments Dashboard (spec section 2; issue 6). */
import { AppointmentsDashboard } from '../../features/appointments/appointments-dashboard.tsx';

export default function DashboardPage() {
  return <AppointmentsDashboard />;
}
