import { useTranslation } from '../../lib/use-translation.ts';

/** A refused change's message (stale version, overlap, already removed), with 'Dismiss'. */
export function ProblemMessage({ problem, onDismiss }: { problem: string | null; onDismiss(): void }) {
  const { t } = useTranslation('schedule');
  if (!problem) return null;
  return (
    <div
      role="alert"
      className="mt-3 flex items-start justify-between gap-3 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900"
    >
      <p>{problem}</p>
      <button type="button" onClick={onDismiss} className="font-semibold underline">
        {t('dismiss')}
      </button>
    </div>
  );
}
