/**
 * A date inside a sentence, as each language says it there: "Closed Saturday 5 December",
 * "ร้านปิดวันเสาร์ที่ 5 ธันวาคม", "Не работаем в субботу, 5 декабря", "12月5日星期六休息". A label glued
 * into a sentence reads wrongly: Russian needs the weekday in the accusative after "в", which Intl does not
 * give. So the catalogue (`common:datePhrase.weekday.1`…`.7`, ISO weekdays) holds the phrase per
 * weekday and Intl formats its parts in the page's locale: `{{date}}` is the caller's own form of the date
 * (English keeps "Mon 13 Apr" where it shows that), `{{weekdayDate}}` the long weekday and date, and
 * `{{dayMonth}}` the day and month (Russian's genitive "5 декабря").
 */
import { isoWeekday, type CalendarDate } from '../domain/calendar.ts';
import { dateTimeFormat, formatWeekdayDate } from './format.ts';

const DAY_MONTH: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', timeZone: 'UTC' };

/** The `common` namespace's translate function. */
export type PhraseTranslate = (key: string, values: Record<string, string>) => string;

export function dateInSentence(
  translate: PhraseTranslate,
  date: CalendarDate,
  locale: string,
  dateText: string = formatWeekdayDate(date, locale),
): string {
  return translate(`datePhrase.weekday.${isoWeekday(date)}`, {
    date: dateText,
    weekdayDate: formatWeekdayDate(date, locale),
    dayMonth: dateTimeFormat(locale, DAY_MONTH).format(new Date(`${date}T12:00:00Z`)),
  });
}
