/**
 * What the owner sends from Settings → Pages: one flat object, a key per language and place
 * ("th.heroTitle"), so each message lands next to its field, plus the version they loaded. Every
 * message is a catalogue key of the 'settings' namespace (decision 200).
 */
import { z } from 'zod';
import { hasForbiddenControlCharacters, INT4_MAX, jsonInteger } from './input-bounds.ts';
import { SUPPORTED_LANGUAGES, type Language } from './language.ts';
import {
  hasMarkup,
  normalisePageText,
  PAGE_TEXT_FIELDS,
  PAGE_TEXTS,
  pageTextParagraphs,
  type PageTextField,
  type StoredPageTexts,
} from './page-texts.ts';

export const PAGE_TEXT_MESSAGES = {
  notText: 'settings:pages.errors.notText',
  tooLong: 'settings:pages.errors.tooLong',
  oneLine: 'settings:pages.errors.oneLine',
  tooManyParagraphs: 'settings:pages.errors.tooManyParagraphs',
  markup: 'settings:pages.errors.markup',
  control: 'settings:pages.errors.control',
  englishFirst: 'settings:pages.errors.englishFirst',
  version: 'settings:pages.errors.version',
} as const;

/** The request's key of one place in one language. */
export function pageTextKey(language: Language, field: PageTextField): `${Language}.${PageTextField}` {
  return `${language}.${field}`;
}

/** Room left for spaces trimmed and line ends made "\n" before the length counts. */
const RAW_SLACK = 200;

function pageTextSchema(field: PageTextField) {
  const { max, paragraphs } = PAGE_TEXTS[field];
  return z
    .string({ error: PAGE_TEXT_MESSAGES.notText })
    .max(max + RAW_SLACK, PAGE_TEXT_MESSAGES.tooLong)
    .refine((text) => !hasForbiddenControlCharacters(text, { multiline: true }), PAGE_TEXT_MESSAGES.control)
    .refine((text) => paragraphs > 1 || normalisePageText(text).split('\n').length <= 1, PAGE_TEXT_MESSAGES.oneLine)
    .transform(normalisePageText)
    .refine((text) => pageTextParagraphs(text).length <= paragraphs, PAGE_TEXT_MESSAGES.tooManyParagraphs)
    .refine((text) => text.length <= max, PAGE_TEXT_MESSAGES.tooLong)
    .refine((text) => !hasMarkup(text), PAGE_TEXT_MESSAGES.markup)
    .optional();
}

const shape: Record<string, z.ZodType<string | undefined, unknown>> = {};
for (const language of SUPPORTED_LANGUAGES) {
  for (const field of PAGE_TEXT_FIELDS) shape[pageTextKey(language, field)] = pageTextSchema(field);
}

const versionField = jsonInteger(PAGE_TEXT_MESSAGES.version, { min: 0, max: INT4_MAX });

/** The flat request; unknown keys are refused, so a misspelt place is never silently dropped. */
export const pageTextsUpdateSchema = z
  .object({ ...shape, version: versionField })
  .strict()
  .superRefine((value, context) => {
    const texts = value as Record<string, unknown>;
    for (const field of PAGE_TEXT_FIELDS) {
      if ((texts[pageTextKey('en', field)] ?? '') !== '') continue;
      const translated = SUPPORTED_LANGUAGES.some((language) => (texts[pageTextKey(language, field)] ?? '') !== '');
      if (translated) {
        context.addIssue({
          code: 'custom',
          path: [pageTextKey('en', field)],
          message: PAGE_TEXT_MESSAGES.englishFirst,
        });
      }
    }
  });

export type PageTextsUpdate = { readonly version: number } & Partial<Record<`${Language}.${PageTextField}`, string>>;

/** The stored document of a checked request: empty texts left out, languages without a text left out. */
export function storedPageTextsOf(update: Readonly<Record<string, unknown>>): StoredPageTexts {
  const stored: StoredPageTexts = {};
  for (const language of SUPPORTED_LANGUAGES) {
    const own: Partial<Record<PageTextField, string>> = {};
    for (const field of PAGE_TEXT_FIELDS) {
      const text = update[pageTextKey(language, field)];
      if (typeof text === 'string' && text !== '') own[field] = text;
    }
    if (Object.keys(own).length > 0) stored[language] = own;
  }
  return stored;
}

/** The flat form of a stored document (what the editor starts from). */
export function pageTextsUpdateOf(texts: StoredPageTexts, version: number): PageTextsUpdate {
  const flat: Record<string, string | number> = { version };
  for (const language of SUPPORTED_LANGUAGES) {
    for (const field of PAGE_TEXT_FIELDS) flat[pageTextKey(language, field)] = texts[language]?.[field] ?? '';
  }
  return flat as PageTextsUpdate;
}

/** Reading a stored document back: anything that no longer fits the rules is read as not written. */
export const storedPageTextsSchema = z.record(z.string(), z.unknown()).transform((value): StoredPageTexts => {
  const flat: Record<string, unknown> = {};
  for (const language of SUPPORTED_LANGUAGES) {
    const own = value[language];
    if (typeof own !== 'object' || own === null) continue;
    for (const field of PAGE_TEXT_FIELDS) {
      const text = (own as Record<string, unknown>)[field];
      const checked = pageTextSchema(field).safeParse(text);
      if (checked.success && checked.data) flat[pageTextKey(language, field)] = checked.data;
    }
  }
  return storedPageTextsOf(flat);
});

/** The history's sentence: "Changed the page texts: hero headline (Thai), about story (English)." */
export function describePageTextsChange(before: StoredPageTexts, after: StoredPageTexts): string {
  const changes: string[] = [];
  for (const field of PAGE_TEXT_FIELDS) {
    const languages = SUPPORTED_LANGUAGES.filter(
      (language) => (before[language]?.[field] ?? '') !== (after[language]?.[field] ?? ''),
    );
    if (languages.length > 0) changes.push(`${PAGE_TEXT_HISTORY_NAMES[field]} (${languages.join(', ')})`);
  }
  return changes.length === 0 ? 'Saved the page texts unchanged.' : `Changed the page texts: ${changes.join('; ')}.`;
}

const PAGE_TEXT_HISTORY_NAMES: Record<PageTextField, string> = {
  heroTitle: 'hero headline',
  heroLine: 'hero line',
  whyUsTeamTitle: 'why us: first point',
  whyUsTeamText: 'why us: first point text',
  whyUsCleanTitle: 'why us: second point',
  whyUsCleanText: 'why us: second point text',
  aboutTitle: 'about headline',
  aboutStory: 'about story',
  aboutNailsText: 'about: nails paragraph',
  aboutSpaText: 'about: spa paragraph',
  aboutLashesText: 'about: lashes paragraph',
  aboutScrubText: 'about: scrub paragraph',
  aboutWaxingText: 'about: waxing paragraph',
  discountOffer: 'discount offer',
};
