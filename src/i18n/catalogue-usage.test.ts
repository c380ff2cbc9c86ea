/**
 * Every English text is used by some code: a key no code reads is a text nobody sees, which
 * translators would still be asked to write in three languages. A key counts as used when the source
 * names it (`'nav.home'`, `'common:nav.home'`), names a parent read as a whole (`t('gallery.alts',
 * { returnObjects: true })`), or builds it from a template whose fixed part fits (`closed.${reason}`,
 * `${kind}.subject`). The other languages cannot have keys English lacks (catalogues.test.ts).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('..', import.meta.url));
const ENGLISH = fileURLToPath(new URL('./locales/en', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'locales' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function keysOf(value: unknown, prefix = '', into: string[] = []): string[] {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) keysOf(child, prefix ? `${prefix}.${key}` : key, into);
  } else into.push(prefix);
  return into;
}

it('every English key is read by some code', () => {
  const code = sourceFiles(SRC)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const literals = new Set([...code.matchAll(/['"`]([\w.:-]+)['"`]/g)].map((match) => match[1]!));
  const prefixes = [...code.matchAll(/`([\w.:-]*)\$\{/g)]
    .map((match) => match[1]!.replace(/^\w+:/, ''))
    .filter((prefix) => /^[A-Za-z]\w*(\.\w+)*\.$/.test(prefix));
  const suffixes = [...code.matchAll(/\$\{[^}]+\}\.([A-Za-z][\w.]*)/g)].map((match) => match[1]!);
  expect(literals.size).toBeGreaterThan(500);

  const unused: string[] = [];
  for (const file of readdirSync(ENGLISH)) {
    const namespace = file.replace(/\.json$/, '');
    for (const key of keysOf(JSON.parse(readFileSync(join(ENGLISH, file), 'utf8')) as unknown)) {
      const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
      const parents = base
        .split('.')
        .slice(0, -1)
        .map((_, index, parts) => parts.slice(0, index + 1).join('.'));
      const named = (path: string) => literals.has(path) || literals.has(`${namespace}:${path}`);
      const used =
        named(base) ||
        parents.some(named) ||
        prefixes.some((prefix) => base.startsWith(prefix)) ||
        suffixes.some((suffix) => base.endsWith(`.${suffix}`));
      if (!used) unused.push(`${namespace}:${key}`);
    }
  }
  expect(unused, 'keys no code reads: delete them from every language').toEqual([]);
});
