/**
 * The salon's public facts: what every public page, the booking
 * page and the e-mails show about the salon. The server reads them from the
 * owner's settings on every request (salon_settings 'details' and 'hours',
 * the closures table) and hands them to the page render, the JSON snapshot in
 * the HTML and GET /api/salon; the client shows them from there.
 *
 * Pure: no I/O, shared by server and client. It imports types only: the
 * public pages load it, and zod or date-fns would weigh more than the pages'
 * whole JavaScript budget allows (e2e/public/pages.spec.ts).
 */
import type { PublicDepositRules } from './deposits/public-deposit-rules.ts';
import type { StoredClosureTranslations } from './closure-reasons.ts';
import type { StoredPageTexts } from './page-texts.ts';
import type { DayWindow, SalonDetails, WeeklyPattern } from './salon-settings.ts';
import type { SitePhotos } from './site-photos.ts';

/** How far ahead the public pages list closures ("Closed Mon 13 Apr: Songkran"). */
export const UPCOMING_CLOSURE_DAYS = 60;

/** A closure as customers see it: no ids, no author. Both minutes null = the whole day. */
export interface UpcomingClosure {
  readonly date: string;
  readonly fromMinute: number | null;
  readonly toMinute: number | null;
  /** In English, the fallback; `translations` holds the owner's other languages (closureReasonIn). */
  readonly reason: string;
  readonly translations?: StoredClosureTranslations;
}

export interface SalonFacts {
  readonly details: SalonDetails;
  /** Seven entries, Monday first; null = closed that weekday. */
  readonly hours: WeeklyPattern;
  /** Closures from today through UPCOMING_CLOSURE_DAYS ahead, in date order. */
  readonly closures: readonly UpcomingClosure[];
  /** The owner's placed photos by slot; a slot missing (or all, before the server answered) shows the artwork. */
  readonly photos?: SitePhotos;
  /** The owner's deposit rules as the booking page needs them; absent while deposits are off. */
  readonly deposits?: PublicDepositRules;
  /** The owner's words on the public pages; a place missing shows the catalogue's text (decision 243). */
  readonly pageTexts?: StoredPageTexts;
  /** The salon's WhatsApp is connected: the booking form offers "Send updates on WhatsApp". */
  readonly whatsapp?: boolean;
}

/** The week from the single window of the configuration (src/config/salon.ts `hours`), Monday first. */
export function weeklyPatternOf(hours: {
  readonly openDays: readonly number[];
  readonly opensAtMinute: number;
  readonly closesAtMinute: number;
}): WeeklyPattern {
  return [1, 2, 3, 4, 5, 6, 7].map((isoDay) =>
    hours.openDays.includes(isoDay)
      ? { opensAtMinute: hours.opensAtMinute, closesAtMinute: hours.closesAtMinute }
      : null,
  );
}

/** Consecutive weekdays with the same hours: "Mon–Sat 10:00–21:00", "Sun closed". */
export interface HoursGroup {
  /** ISO weekdays, 1 = Monday … 7 = Sunday. */
  readonly firstIsoDay: number;
  readonly lastIsoDay: number;
  readonly window: DayWindow | null;
}

function sameWindow(a: DayWindow | null, b: DayWindow | null): boolean {
  if (a === null || b === null) return a === b;
  return a.opensAtMinute === b.opensAtMinute && a.closesAtMinute === b.closesAtMinute;
}

/** The week as runs of days with the same hours, Monday first. */
export function groupWeeklyHours(pattern: WeeklyPattern): HoursGroup[] {
  const groups: HoursGroup[] = [];
  pattern.forEach((window, index) => {
    const isoDay = index + 1;
    const last = groups.at(-1);
    if (last && sameWindow(last.window, window ?? null)) {
      groups[groups.length - 1] = { ...last, lastIsoDay: isoDay };
    } else {
      groups.push({ firstIsoDay: isoDay, lastIsoDay: isoDay, window: window ?? null });
    }
  });
  return groups;
}

/** Hours as "HH:MM" (24-hour clock), for machine formats (schema.org, calendar files). */
export function clockText(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** One line of English per group, "Monday–Saturday 10:00–21:00", "Sunday closed" (e-mails). */
export function weeklyHoursLinesInEnglish(pattern: WeeklyPattern): string[] {
  const names = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  return groupWeeklyHours(pattern).map((group) => {
    const first = names[group.firstIsoDay - 1] ?? '';
    const last = names[group.lastIsoDay - 1] ?? '';
    const days = group.firstIsoDay === group.lastIsoDay ? first : `${first}–${last}`;
    return group.window
      ? `${days} ${clockText(group.window.opensAtMinute)}–${clockText(group.window.closesAtMinute)}`
      : `${days} closed`;
  });
}
