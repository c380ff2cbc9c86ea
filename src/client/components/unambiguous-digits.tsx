/**
 * Text in the display serif with its digits in the sans: Cormorant Garamond's old-style "1" reads
 * as "ı" at display sizes ("вторник, ı декабря"), and a date is the one fact a customer must not misread.
 * The digits keep the heading's size and weight; only their face changes.
 */
export function UnambiguousDigits({ text }: { readonly text: string }) {
  return (
    <>
      {text.split(/(\d+)/).map((part, index) =>
        /^\d+$/.test(part) ? (
          <span key={index} className="font-sans tabular-nums" data-digits="">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}
