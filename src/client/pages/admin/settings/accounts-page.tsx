/** Owner page: Staff accounts. */
import { useAuth } from '../../../features/auth/auth-context.tsx';
import { StaffAccountsScreen } from '../../../features/staff-accounts/staff-accounts-screen.tsx';

export default function StaffAccountsSettingsPage() {
  const { user, refresh } = useAuth();
  if (!user) return null;
  // A change to one's own role or access (a reset ends one's own sessions) shows at once.
  return <StaffAccountsScreen currentStaffId={user.id} onOwnAccountChanged={() => void refresh()} />;
}
