/**
 * The self-hosted Thai and Chinese faces, loaded only when a page is in that language (the
 * rules naming them are in styles.css), drawn only when already there (`font-display: optional`,
 * vite.config.ts). Each arrives as a stylesheet of @font-face rules split by Unicode range (about a
 * hundred slices for Chinese), so the browser fetches only the slices holding the characters on screen:
 * Noto Sans and Noto Serif Thai (one small slice each); Noto Serif SC and Noto Sans SC, listed after the
 * system's Chinese faces (styles.css), so their slices are fetched only on a device without any.
 */
import type { Language } from '../../domain/language.ts';

const fontsByLanguage: Partial<Record<Language, () => Promise<unknown>>> = {
  th: () =>
    Promise.all([import('@fontsource-variable/noto-sans-thai'), import('@fontsource-variable/noto-serif-thai')]),
  zh: () => Promise.all([import('@fontsource/noto-serif-sc/600.css'), import('@fontsource/noto-sans-sc/400.css')]),
};

const requested = new Set<Language>();

export function loadFontsFor(language: Language): void {
  const load = fontsByLanguage[language];
  if (!load || requested.has(language) || typeof document === 'undefined') return;
  requested.add(language);
  load().catch((error: unknown) => console.error('Loading the fonts failed', error));
}
