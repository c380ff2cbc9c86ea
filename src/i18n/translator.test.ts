import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES, type Language } from '../domain/language.ts';
import { createI18n } from './index.ts';
import { Translator } from './translator.ts';

/** Every key path of a catalogue, plural suffixes removed (the form the code asks for). */
function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

describe('the translator', () => {
  const translator = new Translator('en', 'common');
  translator.addResourceBundle('en', 'common', {
    greeting: 'Hello {{name}}',
    nested: { deep: 'Deep' },
    list: ['one', 'two'],
    apple_one: '{{count}} apple',
    apple_other: '{{count}} apples',
  });
  translator.addResourceBundle('en', 'booking', { title: 'Book' });
  translator.addResourceBundle('ru', 'common', {
    apple_one: '{{count}} яблоко',
    apple_few: '{{count}} яблока',
    apple_many: '{{count}} яблок',
    apple_other: '{{count}} яблока',
  });

  it('reads nested keys, other namespaces and fills placeholders', () => {
    expect(translator.t('greeting', { name: 'Anna' })).toBe('Hello Anna');
    expect(translator.t('nested.deep')).toBe('Deep');
    expect(translator.t('booking:title')).toBe('Book');
    expect(translator.t('title', { ns: 'booking' })).toBe('Book');
  });

  it('chooses the plural form of the language and falls back to English', () => {
    expect(translator.t('apple', { count: 1 })).toBe('1 apple');
    expect(translator.t('apple', { count: 3 })).toBe('3 apples');
    expect(translator.t('apple', { count: 3, lng: 'ru' })).toBe('3 яблока');
    expect(translator.t('apple', { count: 5, lng: 'ru' })).toBe('5 яблок');
    expect(translator.t('greeting', { name: 'Anna', lng: 'ru' })).toBe('Hello Anna');
    // A count formatted for reading is no number: the 'other' form, with the text as given.
    expect(translator.t('apple', { count: '10,000' })).toBe('10,000 apples');
  });

  it('answers the key, the default value, or the list, as asked', () => {
    expect(translator.t('missing.key')).toBe('missing.key');
    expect(translator.t('booking:missing')).toBe('missing');
    expect(translator.t('missing', { defaultValue: 'Fallback' })).toBe('Fallback');
    expect(translator.t('list', { returnObjects: true })).toEqual(['one', 'two']);
    expect(translator.t('greeting')).toBe('Hello {{name}}');
    expect(translator.exists('nested.deep')).toBe(true);
    expect(translator.exists('nested.none')).toBe(false);
  });

  it('tells its listeners when the language changes', async () => {
    const heard: string[] = [];
    const listener = (language: string) => heard.push(language);
    translator.on('languageChanged', listener);
    await translator.changeLanguage('ru');
    await translator.changeLanguage('ru');
    translator.off('languageChanged', listener);
    await translator.changeLanguage('en');
    expect(heard).toEqual(['ru']);
  });

  // The product's catalogues were written for i18next; every text, in every language, with every count
  // and placeholder the code could pass, must read exactly as i18next renders it.
  it.each(SUPPORTED_LANGUAGES)('renders every key of the %s catalogues as i18next does', (language: Language) => {
    const ours = createI18n(language);
    const reference = i18next.createInstance();
    void reference.init({
      lng: language,
      fallbackLng: 'en',
      defaultNS: 'common',
      resources: ours.store.data,
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    let compared = 0;
    for (const [namespace, catalogue] of Object.entries(ours.store.data.en ?? {})) {
      const paths = keysOf(catalogue);
      const plurals = new Set(
        paths.filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, '')),
      );
      const keys = new Set(paths.map((key) => key.replace(PLURAL_SUFFIX, '')));
      for (const key of keys) {
        // A count already formatted ("10,000") finds no plural form in i18next, which then answers the bare
        // key; ours reads it as 'other' (tested above). Everywhere else the two agree.
        const counts = plurals.has(key) ? [undefined, 0, 1, 2, 3, 5, 11, 21, 101] : [undefined, 1, 5, '10,000'];
        for (const count of counts) {
          const options = { ns: namespace, name: 'Anna', time: '10:00', date: '5 June', count };
          expect(ours.t(key, options), `${language} ${namespace}:${key} count ${String(count)}`).toBe(
            reference.t(key, options),
          );
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(5_000);
  });
});
