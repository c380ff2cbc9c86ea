/**
 * Shared pieces of every e-mail: the i18n instance, the formats the original
 * e-mail used ('June 5, 2025', '2:30 pm'), and HTML escaping.
 *
 * The locales for dates and times live in the e-mail catalogue
 * (`format.dateLocale`, `format.timeLocale`) so a translation chooses its own.
 */
import type { i18n as I18n, TFunction, TOptions } from 'i18next';
import { timeToMinutes, type CalendarDate, type TimeOfDay } from '../../../domain/calendar.ts';
import { formatBaht, formatLongDate } from '../../../i18n/format.ts';
import { createI18n, type Language } from '../../../i18n/index.ts';

export interface EmailText {
  readonly t: TFunction<'email'>;
  /** 'June 5, 2025' */
  date(date: CalendarDate): string;
  /** '2:30 pm' */
  time(time: TimeOfDay): string;
  /** '90 min' */
  duration(minutes: number): string;
  /** '1,300฿' */
  price(amountThb: number): string;
}

const cache = new Map<Language, EmailText>();

/**
 * The `email` namespace's translate function, made cheap: rendering the two
 * booking e-mails makes about 60 calls, and i18next's `getFixedT` copies its
 * whole options object on each one (a CPU profile of booking create showed
 * it as the largest single cost of rendering). Calling `i18n.t` with the
 * namespace and language gives the same strings at a third of the cost, and
 * the sentences without placeholders (labels, headings) are looked up once:
 * the catalogues are fixed for the life of the process.
 */
function emailTranslator(i18n: I18n, language: Language): TFunction<'email'> {
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
  // i18next brands its TFunction type; this function keeps its contract for the string keys the templates use.
  return translate as unknown as TFunction<'email'>;
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
    // 'h12', not `hour12: true`: en-GB's 12-hour clock would say '0:00 pm' for noon.
    hourCycle: 'h12',
    timeZone: 'UTC',
  });
  const text: EmailText = {
    t,
    date: (date) => formatLongDate(date, dateLocale),
    time: (time) => {
      const minutes = timeToMinutes(time);
      return timeFormat.format(new Date(Date.UTC(2000, 0, 1, Math.floor(minutes / 60), minutes % 60)));
    },
    duration: (minutes) => t('format.duration', { minutes }),
    price: (amountThb) => t('format.price', { amount: formatBaht(amountThb, numberLocale) }),
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
