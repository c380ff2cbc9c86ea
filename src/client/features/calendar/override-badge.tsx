/** The mark of an appointment booked past a full place: the same in a block and in the legend. */
export function OverrideBadge({ className = '' }: { readonly className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex size-4 items-center justify-center rounded-full bg-gold-deep text-[0.65rem] leading-none font-bold text-white ${className}`}
    >
      !
    </span>
  );
}
