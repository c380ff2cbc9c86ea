/** /admin: the Appointments Dashboard with the front desk's actions. */
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { AppointmentsDashboard } from '../../features/appointments/appointments-dashboard.tsx';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { NewSaleLink } from '../../features/checkout/new-sale-link.tsx';
import { AwaitedDeposits } from '../../features/deposits/awaited-deposits.tsx';
import { FrontDeskActions } from '../../features/front-desk/front-desk-actions.tsx';
import { SetupChecklist } from '../../features/setup-checklist/setup-checklist.tsx';
import { appointmentKeys } from '../../features/appointments/query-keys.ts';

export default function DashboardPage() {
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return (
    <>
      {/* Owners only: every item is a settings page, which staff cannot open. */}
      {user?.role === 'owner' ? <SetupChecklist /> : null}
      <AwaitedDeposits />
      <AppointmentsDashboard
        actions={
          <>
            <FrontDeskActions
              filter={params}
              // The new appointment shows in the list (and the calendar) at once.
              onCreated={() => void queryClient.invalidateQueries({ queryKey: appointmentKeys.all })}
            />
            <NewSaleLink />
          </>
        }
      />
    </>
  );
}
