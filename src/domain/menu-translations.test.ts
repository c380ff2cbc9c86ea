import { describe, expect, it } from 'vitest';
import {
  categoryTranslationsSchema,
  catalogueQuerySchema,
  serviceDraftSchema,
  serviceTranslationsSchema,
} from './menu-editing.ts';
import {
  categoryTranslationsOf,
  missingCategoryLanguages,
  missingEnglishFields,
  missingServiceFields,
  missingServiceLanguages,
  serviceTranslationsOf,
  storedTranslations,
  translatedText,
} from './menu-translations.ts';

describe('translatedText', () => {
  const stored = { th: { name: 'ทำเล็บมือ', description: '' }, ru: { description: 'Описание.' } };

  it('reads a translation, and English where that field is missing or empty', () => {
    expect(translatedText(stored, 'th', 'name', 'Manicure')).toBe('ทำเล็บมือ');
    expect(translatedText(stored, 'th', 'description', 'Shaped.')).toBe('Shaped.');
    expect(translatedText(stored, 'ru', 'name', 'Manicure')).toBe('Manicure');
    expect(translatedText(stored, 'ru', 'description', 'Shaped.')).toBe('Описание.');
    expect(translatedText(stored, 'zh', 'name', 'Manicure')).toBe('Manicure');
  });

  it('is English for English, and for a stored value of the wrong shape', () => {
    expect(translatedText(stored, 'en', 'name', 'Manicure')).toBe('Manicure');
    expect(translatedText(null, 'th', 'name', 'Manicure')).toBe('Manicure');
    expect(translatedText({ th: 'x' }, 'th', 'name', 'Manicure')).toBe('Manicure');
    expect(translatedText({ th: { name: 7 } }, 'th', 'name', 'Manicure')).toBe('Manicure');
  });
});

describe('stored and editor shapes', () => {
  it('stores only the texts there are, and reads every language back', () => {
    const stored = storedTranslations({ th: { name: 'ก', description: '' }, ru: { name: '', description: '' } });
    expect(stored).toEqual({ th: { name: 'ก' } });
    expect(serviceTranslationsOf(stored)).toEqual({
      th: { name: 'ก', description: '' },
      ru: { name: '', description: '' },
      zh: { name: '', description: '' },
    });
    expect(categoryTranslationsOf({})).toEqual({ th: { name: '' }, ru: { name: '' }, zh: { name: '' } });
  });
});

describe('missing translations', () => {
  const translations = serviceTranslationsOf({
    th: { name: 'ก', description: 'ข' },
    ru: { name: 'Б' },
    zh: { description: '描述' },
  });

  it('counts a description as missing only when there is an English one to translate', () => {
    expect(missingServiceFields({ description: '' }, translations, 'ru')).toEqual([]);
    expect(missingServiceFields({ description: 'Shaped.' }, translations, 'ru')).toEqual(['description']);
    expect(missingServiceFields({ description: '' }, translations, 'zh')).toEqual(['name']);
    expect(missingServiceLanguages({ description: '' }, translations)).toEqual(['zh']);
    expect(missingServiceLanguages({ description: 'Shaped.' }, translations)).toEqual(['ru', 'zh']);
  });

  it('marks a category by its name', () => {
    expect(missingCategoryLanguages(categoryTranslationsOf({ th: { name: 'เล็บ' } }))).toEqual(['ru', 'zh']);
  });
});

describe('the request schemas', () => {
  it('trims translated texts, allows empty ones and refuses other languages and fields', () => {
    expect(serviceTranslationsSchema.parse({ th: { name: '  ทำ   เล็บ ' } })).toEqual({
      th: { name: 'ทำ เล็บ', description: '' },
    });
    expect(serviceTranslationsSchema.safeParse({ en: { name: 'x' } }).success).toBe(false);
    expect(serviceTranslationsSchema.safeParse({ th: { title: 'x' } }).success).toBe(false);
    expect(categoryTranslationsSchema.safeParse({ th: { name: 'x', description: 'y' } }).success).toBe(false);
  });

  it('bounds translated texts like the English ones', () => {
    expect(serviceTranslationsSchema.safeParse({ ru: { name: 'я'.repeat(80) } }).success).toBe(true);
    expect(serviceTranslationsSchema.safeParse({ ru: { name: 'я'.repeat(81) } }).success).toBe(false);
    expect(serviceTranslationsSchema.safeParse({ zh: { description: '字'.repeat(301) } }).success).toBe(false);
    expect(categoryTranslationsSchema.safeParse({ th: { name: 'ก'.repeat(61) } }).success).toBe(false);
    expect(serviceTranslationsSchema.safeParse({ th: { name: 'a\u0000b' } }).success).toBe(false);
  });

  it('leaves translations out of a draft that does not send them', () => {
    const draft = serviceDraftSchema.parse({
      name: 'Manicure',
      durationMinutes: 30,
      priceThb: 400,
      categoryId: 1,
      visible: true,
    });
    expect(draft.translations).toBeUndefined();
  });

  it('reads the catalogue language', () => {
    expect(catalogueQuerySchema.parse({}).language).toBeUndefined();
    expect(catalogueQuerySchema.parse({ language: 'zh' }).language).toBe('zh');
    expect(catalogueQuerySchema.safeParse({ language: 'de' }).success).toBe(false);
  });
});

describe('missing English text', () => {
  it('marks an empty English description, since every language falls back to it', () => {
    expect(missingEnglishFields({ description: '' })).toEqual(['description']);
    expect(missingEnglishFields({ description: '  ' })).toEqual(['description']);
    expect(missingEnglishFields({ description: 'Shaped nails.' })).toEqual([]);
  });
});
