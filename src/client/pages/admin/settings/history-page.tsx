/** Owner page: Settings history. */
import { SettingsHistoryScreen } from '../../../features/settings-history/settings-history-screen.tsx';

export default function SettingsHistoryPage() {
  return <SettingsHistoryScreen />;
}
