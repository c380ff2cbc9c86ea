/**
 * The owner's own words on the public pages (Settings → Pages): the hero's headline and line, the
 * about page's story and the paragraph of each of its five sections, the two "why us" points and the
 * discount offer, in English, Thai, Russian and Chinese.
 *
 * A text the owner has not written is the catalogue's, in the page's language: the product's words stay
 * until the owner writes their own. A language the owner left empty reads the owner's English (the
 * fallback of every text, design invariant 10), so a page never mixes the owner's words in one language
 * with the catalogue's in another for the same place. Decision 243.
 *
 * Pure and free of zod: the public pages resolve the texts while rendering, within their script budget
 * (page-texts-schema.ts holds the request's schema for the server and the editor).
 */
import type { Language } from './language.ts';

export interface PageTextSpec {
  /** The catalogue's text shown while the owner has not written one ('home:hero.title'). */
  readonly catalogueKey: string;
  /** Characters at most: what the page's layout holds at phone width. */
  readonly max: number;
  /** Paragraphs at most (one line per paragraph); 1: the text goes on one line. */
  readonly paragraphs: number;
  /** The screen of Settings → Pages the text belongs to. */
  readonly group: PageTextGroup;
}

export type PageTextGroup = 'hero' | 'whyUs' | 'about' | 'offer';

export const PAGE_TEXT_GROUPS: readonly PageTextGroup[] = ['hero', 'whyUs', 'about', 'offer'];

export const PAGE_TEXTS = {
  heroTitle: { catalogueKey: 'home:hero.title', max: 60, paragraphs: 1, group: 'hero' },
  heroLine: { catalogueKey: 'home:hero.subtitle', max: 160, paragraphs: 1, group: 'hero' },
  whyUsTeamTitle: { catalogueKey: 'home:whyUs.team.title', max: 40, paragraphs: 1, group: 'whyUs' },
  whyUsTeamText: { catalogueKey: 'home:whyUs.team.text', max: 320, paragraphs: 1, group: 'whyUs' },
  whyUsCleanTitle: { catalogueKey: 'home:whyUs.clean.title', max: 40, paragraphs: 1, group: 'whyUs' },
  whyUsCleanText: { catalogueKey: 'home:whyUs.clean.text', max: 320, paragraphs: 1, group: 'whyUs' },
  aboutTitle: { catalogueKey: 'about:title', max: 80, paragraphs: 1, group: 'about' },
  aboutStory: { catalogueKey: 'about:intro', max: 1200, paragraphs: 4, group: 'about' },
  aboutNailsText: { catalogueKey: 'about:sections.nails.text', max: 480, paragraphs: 1, group: 'about' },
  aboutSpaText: { catalogueKey: 'about:sections.spa.text', max: 480, paragraphs: 1, group: 'about' },
  aboutLashesText: { catalogueKey: 'about:sections.lashes.text', max: 480, paragraphs: 1, group: 'about' },
  aboutScrubText: { catalogueKey: 'about:sections.scrub.text', max: 480, paragraphs: 1, group: 'about' },
  aboutWaxingText: { catalogueKey: 'about:sections.waxing.text', max: 480, paragraphs: 1, group: 'about' },
  discountOffer: { catalogueKey: 'home:discount.offer', max: 300, paragraphs: 1, group: 'offer' },
} as const satisfies Record<string, PageTextSpec>;

export type PageTextField = keyof typeof PAGE_TEXTS;

export const PAGE_TEXT_FIELDS = Object.keys(PAGE_TEXTS) as PageTextField[];

/** The owner's texts as stored (salon_settings 'page_texts'): only what they wrote, never an empty text. */
export type StoredPageTexts = Partial<Record<Language, Partial<Record<PageTextField, string>>>>;

/** Markup is refused, not escaped: an owner who pastes a tag sees it named instead of printed on the page. */
const MARKUP = /<\s*[a-z!/?]|&(?:[a-z][a-z0-9]*|#\d+|#x[0-9a-f]+);/i;

export function hasMarkup(text: string): boolean {
  return MARKUP.test(text);
}

/**
 * A text as it is kept: line ends made "\n", each line trimmed, blank lines dropped (a paragraph is a
 * line). A one-paragraph text pasted with line breaks is joined by spaces only by the editor, never here:
 * the server refuses it, so what the owner sees is what is stored.
 */
export function normalisePageText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
}

/** Paragraphs of a kept text (one per line). */
export function pageTextParagraphs(text: string): string[] {
  return text.split('\n').filter((line) => line !== '');
}

/** The owner's own text of a place in `language` (or their English), or undefined when they wrote none. */
export function ownPageText(
  texts: StoredPageTexts | undefined,
  field: PageTextField,
  language: Language,
): string | undefined {
  return texts?.[language]?.[field] ?? texts?.en?.[field];
}

/** Longest meta description taken from the owner's words: what search results show. */
export const META_DESCRIPTION_MAX = 160;

/** A meta description from the owner's text: its first paragraph, cut at a word before the limit. */
export function metaDescriptionOf(text: string): string {
  const first = pageTextParagraphs(text)[0] ?? '';
  if (first.length <= META_DESCRIPTION_MAX) return first;
  const cut = first.slice(0, META_DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > META_DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export interface PageTextLookup {
  /** The catalogue's text of a key in the page's language. */
  translate(key: string): string;
}

/**
 * The text a page shows for one place, in `language`: the owner's in that language, else the owner's
 * English, else the catalogue's in that language.
 */
export function pageText(
  texts: StoredPageTexts | undefined,
  field: PageTextField,
  language: Language,
  lookup: PageTextLookup,
): string {
  return ownPageText(texts, field, language) ?? lookup.translate(PAGE_TEXTS[field].catalogueKey);
}

/**
 * The languages of a place the owner wrote in some language but not in these: the editor's
 * "Missing: …" mark. English counts first, as every other language falls back to it; a place the
 * owner never wrote is not missing anything (the catalogue speaks every language).
 */
export function missingPageTextLanguages(
  texts: StoredPageTexts,
  field: PageTextField,
  languages: readonly Language[],
): Language[] {
  const written = languages.some((language) => (texts[language]?.[field] ?? '') !== '');
  return written ? languages.filter((language) => (texts[language]?.[field] ?? '') === '') : [];
}
