/** "Missing: ไทย, 简体中文": the mark beside a text the owner has not written in every language yet. */
import type { Language } from '../../domain/language.ts';
import { LANGUAGE_NAMES } from '../../domain/language.ts';

export function MissingLanguages({
  languages,
  text,
  hint,
}: {
  readonly languages: readonly Language[];
  /** The mark's sentence, given the languages' own names joined ("Missing: ไทย, Русский"). */
  readonly text: (names: string) => string;
  readonly hint: string;
}) {
  if (languages.length === 0) return null;
  const names = languages.map((language) => LANGUAGE_NAMES[language]).join(', ');
  return (
    <span
      className="rounded-full border border-amber-700/40 bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900"
      title={hint}
      data-testid="missing-translations"
    >
      {text(names)}
    </span>
  );
}
