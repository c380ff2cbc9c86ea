/** A field's message, linked to the field by id (aria-describedby). */
export function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-rose-deep">
      <span aria-hidden="true">•</span>
      <span>{message}</span>
    </p>
  );
}

/** The ids a field is described by: its hint (if any) and its message (when shown). */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return present.length > 0 ? present.join(' ') : undefined;
}
