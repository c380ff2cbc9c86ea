/** The public forms' field and label classes (the booking form, the manage page's reschedule). */
export const labelClass = 'block text-sm font-semibold tracking-wide text-plum';

export function inputClass(invalid: boolean): string {
  return `mt-1.5 block w-full rounded-xl border bg-white px-4 py-3 text-base text-plum shadow-sm placeholder:text-plum-soft/70 focus:border-rose-deep ${
    invalid ? 'border-rose-deep ring-1 ring-rose-deep' : 'border-plum/25'
  }`;
}
