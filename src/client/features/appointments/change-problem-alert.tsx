import { useTranslation } from '../../lib/use-translation.ts';

/** The message a refused change left (see use-appointment-changes.ts), with 'Dismiss'. */
export function ChangeProblemAlert({ problem, onDismiss }: { problem: string | null; onDismiss(): void }) {
  const { t } = useTranslation('admin');
  if (!problem) return null;
  return (
    <div
      role="alert"
      className="flex items-start justify-between gap-3 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900"
    >
      <p>{problem}</p>
      <button type="button" onClick={onDismiss} className="font-semibold underline">
        {t('dashboard.dismiss')}
      </button>
    </div>
  );
}
