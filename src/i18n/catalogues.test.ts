/**
 * Every translated catalogue against its English original: for each
 * language folder under locales/ other than English and each namespace file
 * in it, the same keys (plural keys in the language's own plural forms), the
 * same {{placeholders}}, no empty value and no English sentence left behind.
 * Each failure lists the offending keys.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createI18n, isLanguage } from './index.ts';

const LOCALES = fileURLToPath(new URL('./locales', import.meta.url));
const SOURCE_LANGUAGE = 'en';

/** The suffixes i18next (v21+ JSON format) gives plural keys: the `Intl.PluralRules` categories. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * Texts a translation may keep exactly as in English although they have three
 * words or more: brand and product names only. Empty today; add the exact
 * English string with a comment saying why.
 */
const SAME_AS_ENGLISH_ALLOWED: ReadonlySet<string> = new Set<string>([]);

type Flat = Map<string, string>;

/** Leaves of a catalogue by dotted path; array items by index ("alts.0"). */
function flatten(value: unknown, prefix = '', into: Flat = new Map()): Flat {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return into;
}

function readCatalogue(language: string, file: string): Flat {
  const path = join(LOCALES, language, file);
  try {
    return flatten(JSON.parse(readFileSync(path, 'utf8')) as unknown);
  } catch (error) {
    throw new Error(
      `${language}/${file} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }
}

/**
 * A date inside a sentence (date-phrase.ts): each language picks the parts of the date its grammar needs
 * (English the caller's form, Russian the day and month after its own "в субботу"), so these keys are
 * checked against the phrase's placeholders rather than against English's.
 */
const DATE_PHRASE_KEY = /^datePhrase\.weekday\.\d$/;
const DATE_PHRASE_PLACEHOLDERS = new Set(['date', 'weekdayDate', 'dayMonth']);

function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([^}\s,]+)[^}]*\}\}/g)].map((match) => match[1] ?? ''))].sort();
}

/** Words in the Latin sense (letters with their combining marks), placeholders left out. */
function wordCount(text: string): number {
  return text.replace(/\{\{[^}]*\}\}/g, ' ').match(/\p{L}[\p{L}\p{M}'’-]*/gu)?.length ?? 0;
}

/** English plural groups: base key → its English forms by category ("one" → "…"). */
function pluralGroups(english: Flat): Map<string, Map<string, string>> {
  const groups = new Map<string, Map<string, string>>();
  for (const [key, text] of english) {
    const match = PLURAL_SUFFIX.exec(key);
    if (!match) continue;
    const base = key.slice(0, match.index);
    // Only a key whose `_other` form exists is a plural (i18next needs `_other`); "foo_one" alone is a plain key.
    if (!english.has(`${base}_other`)) continue;
    let forms = groups.get(base);
    if (!forms) groups.set(base, (forms = new Map()));
    forms.set(match[1] ?? 'other', text);
  }
  return groups;
}

/** The keys a language must have, each with the English text its placeholders and wording are checked against. */
function expectedKeys(english: Flat, language: string): Map<string, string> {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const groups = pluralGroups(english);
  const expected = new Map<string, string>();
  for (const [key, text] of english) {
    const match = PLURAL_SUFFIX.exec(key);
    const base = match ? key.slice(0, match.index) : undefined;
    if (base === undefined || !groups.has(base)) expected.set(key, text);
  }
  for (const [base, forms] of groups) {
    for (const category of categories) {
      // A form English lacks ("few", "many") reads like English "other"; "one" like English "one".
      expected.set(`${base}_${category}`, forms.get(category) ?? forms.get('other') ?? '');
    }
  }
  return expected;
}

interface Problems {
  readonly missing: string[];
  readonly unexpected: string[];
  readonly placeholders: string[];
  readonly empty: string[];
  readonly untranslated: string[];
}

function check(language: string, file: string): Problems {
  const english = readCatalogue(SOURCE_LANGUAGE, file);
  const translated = readCatalogue(language, file);
  const expected = expectedKeys(english, language);
  const problems: Problems = { missing: [], unexpected: [], placeholders: [], empty: [], untranslated: [] };
  for (const key of expected.keys()) if (!translated.has(key)) problems.missing.push(key);
  for (const [key, text] of translated) {
    const source = expected.get(key);
    if (source === undefined) {
      problems.unexpected.push(key);
      continue;
    }
    const want = placeholders(source);
    const have = placeholders(text);
    if (DATE_PHRASE_KEY.test(key)) {
      if (have.length === 0 || have.some((name) => !DATE_PHRASE_PLACEHOLDERS.has(name))) {
        problems.placeholders.push(
          `${key}: has {{${have.join('}}, {{')}}}, a date phrase needs some of date, weekdayDate, dayMonth`,
        );
      }
    } else if (want.join() !== have.join()) {
      problems.placeholders.push(`${key}: has {{${have.join('}}, {{')}}}, English {{${want.join('}}, {{')}}}`);
    }
    // An empty English text (a favourite without a description) may stay empty.
    if (text.trim() === '' && source.trim() !== '') problems.empty.push(key);
    if (text === source && wordCount(source) >= 3 && !SAME_AS_ENGLISH_ALLOWED.has(source)) {
      problems.untranslated.push(`${key}: "${text}"`);
    }
  }
  return problems;
}

const languages = readdirSync(LOCALES).filter(
  (entry) => entry !== SOURCE_LANGUAGE && statSync(join(LOCALES, entry)).isDirectory(),
);
const englishFiles = new Set(readdirSync(join(LOCALES, SOURCE_LANGUAGE)).filter((file) => file.endsWith('.json')));

describe('translated catalogues', () => {
  it('are in folders named by a language Intl knows', () => {
    const unknown = languages.filter((language) => {
      try {
        return Intl.getCanonicalLocales(language).length !== 1;
      } catch {
        return true;
      }
    });
    expect(unknown).toEqual([]);
  });

  for (const language of languages) {
    const files = readdirSync(join(LOCALES, language)).filter((file) => file.endsWith('.json'));

    it(`${language}: every namespace file has an English original`, () => {
      expect(files.filter((file) => !englishFiles.has(file))).toEqual([]);
    });

    for (const file of files.filter((name) => englishFiles.has(name))) {
      describe(`${language}/${file}`, () => {
        const problems = check(language, file);
        it('has every English key (plurals in its own forms)', () => {
          expect(problems.missing, 'missing keys').toEqual([]);
        });
        it('has no key English does not have', () => {
          expect(problems.unexpected, 'keys English does not have').toEqual([]);
        });
        it('keeps the placeholders of each English text', () => {
          expect(problems.placeholders, 'placeholders differ').toEqual([]);
        });
        it('has no empty text', () => {
          expect(problems.empty, 'empty texts').toEqual([]);
        });
        it('leaves no English sentence untranslated', () => {
          expect(problems.untranslated, 'left in English').toEqual([]);
        });
      });
    }
  }

  // The server's instance (index.ts) must load every catalogue a language folder holds, and the
  // e-mail formats a catalogue names must be ones Intl and the templates understand.
  for (const language of languages) {
    it(`${language}: the server's i18n loads every catalogue of the folder`, () => {
      expect(isLanguage(language), `${language} is not in SUPPORTED_LANGUAGES`).toBe(true);
      if (!isLanguage(language)) return;
      const i18n = createI18n(language);
      const files = readdirSync(join(LOCALES, language)).filter((file) => file.endsWith('.json'));
      const missing = files
        .map((file) => file.slice(0, -'.json'.length))
        .filter((ns) => !i18n.hasResourceBundle(language, ns));
      expect(missing, 'catalogues index.ts does not load').toEqual([]);
    });
  }

  for (const language of [SOURCE_LANGUAGE, ...languages]) {
    it(`${language}/email.json: locales Intl knows and a clock the templates know`, () => {
      const format = readCatalogue(language, 'email.json');
      for (const key of ['format.dateLocale', 'format.timeLocale']) {
        expect(Intl.DateTimeFormat.supportedLocalesOf([format.get(key) ?? '']), key).toHaveLength(1);
      }
      expect(['h12', 'h23']).toContain(format.get('format.hourCycle'));
    });
  }
});
