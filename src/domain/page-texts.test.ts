import { describe, expect, it } from 'vitest';
import { metaDescriptionOf, missingPageTextLanguages, pageText, type StoredPageTexts } from './page-texts.ts';

const catalogue = { translate: (key: string) => `catalogue ${key}` };

describe('pageText', () => {
  const texts: StoredPageTexts = { en: { heroTitle: 'Nails with love' }, th: { heroTitle: 'เล็บสวยด้วยใจ' } };

  it('shows the owner’s words in the page’s language, else their English, else the catalogue’s', () => {
    expect(pageText(texts, 'heroTitle', 'th', catalogue)).toBe('เล็บสวยด้วยใจ');
    expect(pageText(texts, 'heroTitle', 'ru', catalogue)).toBe('Nails with love');
    expect(pageText(texts, 'heroLine', 'ru', catalogue)).toBe('catalogue home:hero.subtitle');
    expect(pageText(undefined, 'aboutStory', 'zh', catalogue)).toBe('catalogue about:intro');
  });

  it('marks the languages missing only for a place the owner wrote', () => {
    const all = ['en', 'th', 'ru', 'zh'] as const;
    expect(missingPageTextLanguages(texts, 'heroTitle', all)).toEqual(['ru', 'zh']);
    expect(missingPageTextLanguages(texts, 'heroLine', all)).toEqual([]);
    expect(missingPageTextLanguages({ th: { heroLine: 'ไทย' } }, 'heroLine', all)).toEqual(['en', 'ru', 'zh']);
  });
});

describe('metaDescriptionOf', () => {
  it('takes the first paragraph, cut at a word before 160 characters', () => {
    expect(metaDescriptionOf('Short story.\nSecond paragraph.')).toBe('Short story.');
    const long = `${'word '.repeat(40)}end`;
    const description = metaDescriptionOf(long);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/word…$/);
  });
});
