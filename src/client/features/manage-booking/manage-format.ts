/** Words and looks the manage page's parts share. */
import { salon } from '../../../config/salon.ts';
import type { ManagedBooking, ManagedBookingSalon } from '../../../domain/manage-booking.ts';
import type { SalonDetails } from '../../../domain/salon-settings.ts';
import { dateTimeFormat } from '../../../i18n/format.ts';

/** "Tue 1 Dec, 14:00": an instant on the salon's clock, whatever the phone's time zone (a tourist's is home). */
export function formatSalonDeadline(iso: string, locale: string): string {
  return dateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: salon.timeZone,
  }).format(new Date(iso));
}

/** The salon's contacts as the invalid-link page has them (the public salon facts), in the booking's shape. */
export function contactsFromDetails(details: SalonDetails): ManagedBookingSalon {
  return {
    name: details.name,
    phone: details.phone,
    phoneE164: details.phoneE164,
    email: details.email,
    address: [details.streetAddress, details.locality, [details.region, details.postalCode].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(', '),
    mapsUrl: details.mapsUrl,
    whatsappUrl: details.whatsappUrl,
    lineUrl: details.lineUrl,
  };
}

/** The unpaid hold was released at its deadline (decision 266): said as such, not as "cancelled". */
export function holdWasReleased(booking: ManagedBooking): boolean {
  return booking.deposit?.holdReleased === true;
}

/** The status pill's colours: each pair passes AA, and the word always says the status. */
export const statusPillClass: Record<ManagedBooking['status'], string> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  confirmed: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  completed: 'bg-blush text-plum ring-rose/40',
  cancelled: 'bg-stone-100 text-stone-800 ring-stone-300',
  no_show: 'bg-stone-100 text-stone-800 ring-stone-300',
};

export const cardClass = 'rounded-3xl border border-blush bg-white/85 p-5 shadow-sm sm:p-6';
export const cardTitleClass = 'font-display text-2xl font-semibold text-plum';
export const primaryButtonClass =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-rose-deep px-6 py-3 font-semibold text-cream shadow-sm transition-colors hover:bg-plum disabled:cursor-wait disabled:bg-plum';
export const secondaryButtonClass =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-full border border-plum/25 bg-white px-6 py-3 font-semibold text-plum transition-colors hover:border-rose-deep hover:text-rose-deep';
