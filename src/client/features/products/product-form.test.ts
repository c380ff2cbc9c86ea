import { describe, expect, it } from 'vitest';
import {
  missingNameLanguages,
  productFormChanged,
  productFormValues,
  readProductForm,
  type ProductFormValues,
} from './product-form.ts';

const saved = productFormValues({
  name: 'Cuticle oil',
  price: 35_050,
  translations: { th: { name: 'น้ำมันบำรุง' }, ru: { name: '' }, zh: { name: '' } },
});

function withNames(names: Partial<Record<'th' | 'ru' | 'zh', string>>): ProductFormValues {
  return {
    ...saved,
    translations: {
      th: { name: names.th ?? saved.translations.th.name },
      ru: { name: names.ru ?? saved.translations.ru.name },
      zh: { name: names.zh ?? saved.translations.zh.name },
    },
  };
}

describe('the product form', () => {
  it('starts from the saved product, price in baht, and marks the languages still missing', () => {
    expect(saved.priceText).toBe('350.50');
    expect(missingNameLanguages(saved)).toEqual(['ru', 'zh']);
    expect(missingNameLanguages(withNames({ ru: '  ', zh: '指缘油' }))).toEqual(['ru']);
  });

  it('is changed only by what the server would keep differently', () => {
    expect(productFormChanged({ ...saved, name: '  Cuticle   oil ' }, saved)).toBe(false);
    expect(productFormChanged({ ...saved, priceText: '350.5' }, saved)).toBe(false);
    expect(productFormChanged({ ...saved, priceText: '351' }, saved)).toBe(true);
    expect(productFormChanged(withNames({ th: ' น้ำมันบำรุง ' }), saved)).toBe(false);
    expect(productFormChanged(withNames({ ru: 'Масло' }), saved)).toBe(true);
  });

  it('reads a draft in satang with its translations trimmed', () => {
    const read = readProductForm(withNames({ ru: '  Масло   для кутикулы ' }), false);
    expect(read).toEqual({
      ok: true,
      draft: {
        name: 'Cuticle oil',
        price: 35_050,
        visible: false,
        translations: { th: { name: 'น้ำมันบำรุง' }, ru: { name: 'Масло для кутикулы' }, zh: { name: '' } },
      },
    });
  });

  it('names each refused field, a translated name down to its language', () => {
    const read = readProductForm(
      { ...withNames({ th: '<b>น้ำมัน</b>', zh: '油'.repeat(81) }), name: ' ', priceText: '12.345' },
      true,
    );
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(Object.keys(read.fields).sort()).toEqual(['name', 'price', 'translations.th.name', 'translations.zh.name']);
    expect(read.fields['translations.th.name']).not.toBe(read.fields['translations.zh.name']);
  });
});
