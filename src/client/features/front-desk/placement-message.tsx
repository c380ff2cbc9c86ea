/**
 * What a placement form says when the server refused for a reason no field on
 * screen can show (a lost connection, a walk-in that would end after
 * closing). It takes the focus when it appears (usePlacement), so it is read
 * out and scrolled into view even from the button at the bottom of a long form.
 */
export function PlacementMessage({
  idPrefix,
  message,
}: {
  readonly idPrefix: string;
  readonly message: string | null;
}) {
  if (!message) return null;
  return (
    <p
      id={`${idPrefix}-message`}
      role="alert"
      tabIndex={-1}
      className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700"
    >
      {message}
    </p>
  );
}
