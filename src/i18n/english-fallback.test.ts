/**
 * English is the fallback of every text (design invariant 10): every key of every translated
 * catalogue has its English text, so a reader never meets a raw key or an empty line. (The catalogue's
 * treatments: src/server/db/catalogue-data.test.ts.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const LOCALES = fileURLToPath(new URL('./locales', import.meta.url));

function flatten(value: unknown, prefix = '', into = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else into.set(prefix, String(value));
  return into;
}

const read = (language: string, file: string) =>
  flatten(JSON.parse(readFileSync(join(LOCALES, language, file), 'utf8')) as unknown);

describe('English, the fallback of all', () => {
  const pluralBase = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
  for (const language of readdirSync(LOCALES).filter((entry) => entry !== 'en')) {
    for (const file of readdirSync(join(LOCALES, language))) {
      it(`${language}/${file}: every key has its English text`, () => {
        const english = read('en', file);
        const englishBases = new Set([...english.keys()].map(pluralBase));
        const orphans = [...read(language, file).entries()].filter(([key, text]) => {
          const source = english.get(key) ?? english.get(`${pluralBase(key)}_other`);
          if (source === undefined) return !englishBases.has(pluralBase(key));
          // English may be empty only where the translation is empty too (nothing to fall back from).
          return source.trim() === '' && text.trim() !== '';
        });
        expect(orphans.map(([key]) => key)).toEqual([]);
      });
    }
  }
});
