/** A refused change's message (stale version, overlap, already removed) with a button that dismisses it. */
export function ProblemAlert({
  problem,
  onDismiss,
  dismissLabel,
  className = '',
}: {
  problem: string | null;
  onDismiss(): void;
  /** The button's text, in the feature's own words ('Dismiss'). */
  dismissLabel: string;
  className?: string;
}) {
  if (!problem) return null;
  return (
    <div
      role="alert"
      className={`${className} flex items-start justify-between gap-3 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900`.trim()}
    >
      <p>{problem}</p>
      <button type="button" onClick={onDismiss} className="font-semibold underline">
        {dismissLabel}
      </button>
    </div>
  );
}
