/**
 * The settings history's sentence for a menu change ("Changed the
 * price of Gel Manicure from ฿500 to ฿550."). Pure, so the wording is tested
 * without a database. English only: the history records what happened, in
 * the salon's working language.
 */
import { MENU_TRANSLATION_LANGUAGES, type MenuTranslationLanguage } from './menu-translations.ts';

export interface ServiceFacts {
  readonly name: string;
  readonly description: string;
  readonly durationMinutes: number;
  readonly priceThb: number;
  readonly categoryName: string;
  readonly visible: boolean;
  /** Thai, Russian and Chinese texts (decision 174); left out, they are not compared. */
  readonly translations?: Readonly<Record<MenuTranslationLanguage, object>>;
}

const LANGUAGE_IN_ENGLISH: Readonly<Record<MenuTranslationLanguage, string>> = {
  th: 'Thai',
  ru: 'Russian',
  zh: 'Chinese',
};

/** The languages whose texts differ, in English ("Thai and Chinese"), or null when none do. */
export function changedTranslationLanguages(
  before: Readonly<Record<MenuTranslationLanguage, object>> | undefined,
  after: Readonly<Record<MenuTranslationLanguage, object>> | undefined,
): string | null {
  if (!before || !after) return null;
  const changed = MENU_TRANSLATION_LANGUAGES.filter(
    (language) => JSON.stringify(before[language]) !== JSON.stringify(after[language]),
  ).map((language) => LANGUAGE_IN_ENGLISH[language]);
  if (changed.length === 0) return null;
  return changed.length === 1 ? changed[0]! : `${changed.slice(0, -1).join(', ')} and ${changed.at(-1)!}`;
}

export function formatBaht(priceThb: number): string {
  return `฿${priceThb.toLocaleString('en-US')}`;
}

function formatMinutes(minutes: number): string {
  return `${minutes} min`;
}

/** One clause per changed field, in the order an owner reads the form. */
function changedClauses(before: ServiceFacts, after: ServiceFacts): string[] {
  const clauses: string[] = [];
  if (before.name !== after.name) clauses.push(`renamed it to ${after.name}`);
  if (before.priceThb !== after.priceThb) {
    clauses.push(`price from ${formatBaht(before.priceThb)} to ${formatBaht(after.priceThb)}`);
  }
  if (before.durationMinutes !== after.durationMinutes) {
    clauses.push(`duration from ${formatMinutes(before.durationMinutes)} to ${formatMinutes(after.durationMinutes)}`);
  }
  if (before.description !== after.description) clauses.push('description');
  if (before.categoryName !== after.categoryName) {
    clauses.push(`moved from ${before.categoryName} to ${after.categoryName}`);
  }
  if (before.visible !== after.visible) clauses.push(after.visible ? 'shown online' : 'hidden online');
  const languages = changedTranslationLanguages(before.translations, after.translations);
  if (languages) clauses.push(`${languages} texts`);
  return clauses;
}

/** "Changed the price of Gel Manicure from ฿500 to ฿550." or a list when several fields changed. */
export function describeServiceUpdate(before: ServiceFacts, after: ServiceFacts): string | null {
  const clauses = changedClauses(before, after);
  if (clauses.length === 0) return null;
  if (clauses.length === 1) {
    const only = clauses[0] ?? '';
    if (before.priceThb !== after.priceThb) {
      return `Changed the price of ${before.name} from ${formatBaht(before.priceThb)} to ${formatBaht(after.priceThb)}.`;
    }
    if (before.durationMinutes !== after.durationMinutes) {
      return `Changed the duration of ${before.name} from ${formatMinutes(before.durationMinutes)} to ${formatMinutes(after.durationMinutes)}.`;
    }
    if (before.name !== after.name) return `Renamed ${before.name} to ${after.name}.`;
    if (before.description !== after.description) return `Changed the description of ${before.name}.`;
    if (before.categoryName !== after.categoryName) {
      return `Moved ${before.name} from ${before.categoryName} to ${after.categoryName}.`;
    }
    if (before.visible !== after.visible) {
      return after.visible ? `Showed ${before.name} online again.` : `Hid ${before.name} from the website and booking.`;
    }
    const languages = changedTranslationLanguages(before.translations, after.translations);
    if (languages) return `Changed the ${languages} texts of ${before.name}.`;
    return `Changed ${before.name}: ${only}.`;
  }
  return `Changed ${before.name}: ${clauses.join(', ')}.`;
}

export function describeServiceCreated(service: ServiceFacts): string {
  const hidden = service.visible ? '' : ' (hidden online)';
  return `Added ${service.name} to ${service.categoryName}: ${formatBaht(service.priceThb)}, ${formatMinutes(service.durationMinutes)}${hidden}.`;
}

/** "Renamed the category Nails to Nail Care." / "Changed the Thai name of the category Nails." / both. */
export function describeCategoryUpdate(
  before: { readonly name: string; readonly translations: Readonly<Record<MenuTranslationLanguage, object>> },
  after: { readonly name: string; readonly translations: Readonly<Record<MenuTranslationLanguage, object>> },
): string | null {
  const languages = changedTranslationLanguages(before.translations, after.translations);
  const renamed = before.name !== after.name;
  if (renamed && languages) {
    return `Renamed the category ${before.name} to ${after.name} and changed its ${languages} name.`;
  }
  if (renamed) return `Renamed the category ${before.name} to ${after.name}.`;
  if (languages) return `Changed the ${languages} name of the category ${before.name}.`;
  return null;
}
