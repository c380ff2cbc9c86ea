/**
 * A date inside a sentence follows the language's grammar ("Не работаем в субботу, 5 декабря",
 * not "Не работаем суббота, 5 декабря"), with the closure's reason in the same language.
 */
import { describe, expect, it } from 'vitest';
import { closureReasonIn } from '../domain/closure-reasons.ts';
import { dateInSentence } from './date-phrase.ts';
import { createI18n, intlLocale, type Language } from './index.ts';

const closure = {
  reason: 'Closed for staff training',
  translations: { ru: { reason: 'Обучение персонала' }, th: { reason: 'อบรมพนักงาน' } },
};

function closedSentence(language: Language, date: string): string {
  const i18n = createI18n(language);
  const common = i18n.getFixedT(language, 'common');
  const booking = i18n.getFixedT(language, 'booking');
  const translate = (key: string, values: Record<string, string>) => common(key, values);
  return booking('when.closedDate', {
    date: dateInSentence(translate, date, intlLocale(language)),
    reason: closureReasonIn(closure, language),
  });
}

describe('a closure sentence in each language', () => {
  it('Russian: the weekday in the accusative after "в", the month in the genitive, the Russian reason', () => {
    expect(closedSentence('ru', '2026-12-05')).toBe('Не работаем в субботу, 5 декабря: Обучение персонала');
    expect(closedSentence('ru', '2026-12-01')).toBe('Не работаем во вторник, 1 декабря: Обучение персонала');
    expect(closedSentence('ru', '2026-12-02')).toBe('Не работаем в среду, 2 декабря: Обучение персонала');
  });

  it('Thai: "วันเสาร์ที่ 5 ธันวาคม" joined to the verb, the Thai reason', () => {
    expect(closedSentence('th', '2026-12-05')).toBe('ร้านปิดวันเสาร์ที่ 5 ธันวาคม: อบรมพนักงาน');
  });

  it('Chinese: the date before 休息, the English reason where none was written', () => {
    expect(closedSentence('zh', '2026-12-05')).toBe('12月5日星期六休息：Closed for staff training');
  });

  it('English: unchanged', () => {
    expect(closedSentence('en', '2026-12-05')).toBe('Closed Saturday 5 December: Closed for staff training');
  });
});
