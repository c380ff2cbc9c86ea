/**
 * Shared pieces of every e-mail: the i18n instance of one language, its
 * formats (English keeps the original e-mail's 'June 5, 2025' and '2:30 pm';
 * Thai '5 มิถุนายน 2568' in the Buddhist era, Russian '5 июня 2025 г.',
 * Chinese '2025年6月5日', all three with 24-hour times), and HTML escaping.
 *
 * Everything a language decides lives in its e-mail catalogue:
 * the locales for dates and times (`format.dateLocale`, `format.timeLocale`),
 * the clock (`format.hourCycle`), how a label meets its value
 * (`format.labelled`: Chinese uses a full-width colon), list separators and
 * the opening-hours lines.
 */
import type { I18n, TFunction, TranslateOptions as TOptions } from '../../../i18n/setup.ts';
import { timeToMinutes, type CalendarDate, type TimeOfDay } from '../../../domain/calendar.ts';
import { clockText, groupWeeklyHours } from '../../../domain/salon-facts.ts';
import type { WeeklyPattern } from '../../../domain/salon-settings.ts';
import { dateTimeFormat, formatBaht, formatLongDate } from '../../../i18n/format.ts';
import { createI18n, type Language } from '../../../i18n/index.ts';

export interface EmailText {
  readonly language: Language;
  readonly t: TFunction;
  /** 'June 5, 2025' */
  date(date: CalendarDate): string;
  /** '2:30 pm' */
  time(time: TimeOfDay): string;
  /** '90 min' */
  duration(minutes: number): string;
  /** '1,300฿' */
  price(amountThb: number): string;
  /** 'Booking reference: 0B7C3F52' (a plain-text label and its value). */
  labelled(label: string, value: string): string;
  /** 'Your treatments:' (a plain-text label before a list). */
  listHeading(label: string): string;
  /** 'Gel Manicure, Hollywood Waxing' */
  list(items: readonly string[]): string;
  /** The week's opening hours in one line: 'Monday–Saturday 10:00–21:00; Sunday closed'. */
  weeklyHours(pattern: WeeklyPattern): string;
}

const cache = new Map<Language, EmailText>();

/**
 * The `email` namespace's translate function, made cheap: rendering the two
 * booking e-mails makes about 60 calls, so the sentences without placeholders
 * (labels, headings) are looked up once: the catalogues are fixed for the
 * life of the process.
 */
function emailTranslator(i18n: I18n, language: Language): TFunction {
  const scope = { ns: 'email', lng: language } as const;
  const fixed = new Map<string, string>();
  const translate = (key: string, options?: TOptions): string => {
    if (options === undefined) {
      let text = fixed.get(key);
      if (text === undefined) {
        text = i18n.t(key, scope);
        fixed.set(key, text);
      }
      return text;
    }
    return i18n.t(key, { ...options, ...scope });
  };
  return translate;
}

export function emailText(language: Language = 'en'): EmailText {
  const cached = cache.get(language);
  if (cached) return cached;
  const i18n = createI18n(language);
  const t = emailTranslator(i18n, language);
  const dateLocale = t('format.dateLocale');
  const timeLocale = t('format.timeLocale');
  const numberLocale = dateLocale;
  const timeFormat = new Intl.DateTimeFormat(timeLocale, {
    hour: 'numeric',
    minute: '2-digit',
    // 'h12', not `hour12: true`: en-GB's 12-hour clock would say '0:00 pm' for noon. Thai, Russian and
    // Chinese readers expect 'h23' (14:30), each catalogue says which.
    hourCycle: t('format.hourCycle') === 'h12' ? 'h12' : 'h23',
    timeZone: 'UTC',
  });
  // Weekday names in the date's language, from a known Monday (2024-01-01) onwards.
  const weekdayFormat = dateTimeFormat(dateLocale, { weekday: 'long', timeZone: 'UTC' });
  const weekdays = Array.from({ length: 7 }, (_, index) =>
    weekdayFormat.format(new Date(Date.UTC(2024, 0, 1 + index, 12))),
  );
  const listSeparator = t('format.listSeparator');
  const text: EmailText = {
    language,
    t,
    date: (date) => formatLongDate(date, dateLocale),
    time: (time) => {
      const minutes = timeToMinutes(time);
      return timeFormat.format(new Date(Date.UTC(2000, 0, 1, Math.floor(minutes / 60), minutes % 60)));
    },
    duration: (minutes) => t('format.duration', { minutes }),
    price: (amountThb) => t('format.price', { amount: formatBaht(amountThb, numberLocale) }),
    labelled: (label, value) => t('format.labelled', { label, value }),
    listHeading: (label) => t('format.listHeading', { label }),
    list: (items) => items.join(listSeparator),
    weeklyHours: (pattern) =>
      groupWeeklyHours(pattern)
        .map((group) => {
          const first = weekdays[group.firstIsoDay - 1] ?? '';
          const last = weekdays[group.lastIsoDay - 1] ?? '';
          const days = group.firstIsoDay === group.lastIsoDay ? first : t('hours.dayRange', { first, last });
          return group.window
            ? t('hours.open', {
                days,
                opens: clockText(group.window.opensAtMinute),
                closes: clockText(group.window.closesAtMinute),
              })
            : t('hours.closed', { days });
        })
        .join(t('hours.separator')),
  };
  cache.set(language, text);
  return text;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** Only http(s) and mailto/tel links reach an e-mail; anything else becomes '#'. */
export function safeHref(url: string): string {
  return /^(https?:|mailto:|tel:)/i.test(url) ? escapeHtml(url) : '#';
}
