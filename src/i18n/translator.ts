/**
 * The translator behind every text of the product, on the client and the server: catalogues by
 * language and namespace, `namespace:key.path` lookups, plurals by `Intl.PluralRules`
 * (`key_one`, `key_few`, `key_many`, `key_other`), `{{placeholder}}` interpolation without escaping
 * (React and the e-mail templates escape), and English as the fallback of every missing text.
 *
 * It does what the product asked of i18next and nothing more, in about a tenth of its size: i18next was
 * 16 KB of the home page's 120 KB (gzip) script budget, a phone's first download (decision 216). The
 * semantics kept are i18next's for the calls the product makes: a missing text answers its key, a missing
 * placeholder stays as written, `defaultValue` answers for a missing key, `returnObjects` gives lists.
 */
import { DEFAULT_LANGUAGE, type Language } from '../domain/language.ts';

/** One namespace's texts: nested objects of strings (and, for `returnObjects`, lists). */
export type Catalogue = Record<string, unknown>;

export interface TranslateOptions {
  /** Chooses the plural form (`key_one`, `key_other`, …) and fills `{{count}}`. */
  readonly count?: number | string;
  /** The namespace, when the key does not name one (`ns:key`). */
  readonly ns?: string;
  /** The language, instead of the translator's current one. */
  readonly lng?: string;
  /** The answer when no language has the key. */
  readonly defaultValue?: string;
  /** Answers the value found (a list, an object) instead of a string. */
  readonly returnObjects?: boolean;
  /** Placeholder values: `{{name}}` is replaced by `String(options.name)`. */
  readonly [placeholder: string]: unknown;
}

/** Translates a key; with `returnObjects: true` the value found may be a list (callers say which). */
export type TFunction = (key: string, options?: TranslateOptions) => string;

const NAMESPACE_SEPARATOR = ':';
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

const pluralRulesByLanguage = new Map<string, Intl.PluralRules>();
function pluralCategory(language: string, count: number | string): Intl.LDMLPluralRule {
  let rules = pluralRulesByLanguage.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRulesByLanguage.set(language, rules);
  }
  // A count already formatted for reading ("10,000") is not a number: its plural form is 'other'.
  return rules.select(typeof count === 'number' ? count : Number(count));
}

function valueAt(catalogue: Catalogue | undefined, path: string): unknown {
  if (!catalogue) return undefined;
  // A key written whole (with its dots) wins over a path, as in i18next's flat catalogues.
  if (path in catalogue) return catalogue[path];
  let value: unknown = catalogue;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

function interpolate(text: string, options: TranslateOptions | undefined): string {
  if (!options || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (written, name: string) => {
    // As in i18next: a placeholder the caller did not pass stays as written (a visible fault); one passed
    // as null or undefined reads as nothing, never as the word "undefined".
    if (!(name in options)) return written;
    const value = options[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

type LanguageListener = (language: string) => void;

export class Translator {
  /** Catalogues by language, then namespace. */
  readonly store: { readonly data: Record<string, Record<string, Catalogue>> } = { data: {} };
  #language: string;
  readonly #defaultNamespace: string;
  readonly #listeners = new Set<LanguageListener>();

  constructor(language: Language, defaultNamespace: string) {
    this.#language = language;
    this.#defaultNamespace = defaultNamespace;
  }

  get language(): string {
    return this.#language;
  }

  addResourceBundle(language: string, namespace: string, catalogue: Catalogue): void {
    const namespaces = (this.store.data[language] ??= {});
    namespaces[namespace] = { ...namespaces[namespace], ...catalogue };
  }

  hasResourceBundle(language: string, namespace: string): boolean {
    return this.store.data[language]?.[namespace] !== undefined;
  }

  async changeLanguage(language: string): Promise<void> {
    if (language === this.#language) return;
    this.#language = language;
    for (const listener of [...this.#listeners]) listener(language);
  }

  on(_event: 'languageChanged', listener: LanguageListener): void {
    this.#listeners.add(listener);
  }

  off(_event: 'languageChanged', listener: LanguageListener): void {
    this.#listeners.delete(listener);
  }

  /** Whether some language (the asked one or English) has a text for the key. */
  exists(key: string, options?: TranslateOptions): boolean {
    return this.#find(key, options) !== undefined;
  }

  /** A translate function bound to a language and a default namespace. */
  getFixedT(language: string, namespace: string): TFunction {
    return (key, options) => this.t(key, { ...options, lng: options?.lng ?? language, ns: options?.ns ?? namespace });
  }

  readonly t: TFunction = (key, options) => {
    const found = this.#find(key, options);
    if (found === undefined) {
      const text = options?.defaultValue ?? this.#split(key, options).path;
      return interpolate(text, options);
    }
    if (typeof found !== 'string') {
      if (options?.returnObjects) return found as string;
      return `key '${this.#split(key, options).path} (${options?.lng ?? this.#language})' returned an object instead of string.`;
    }
    return interpolate(found, options?.count === undefined ? options : { ...options, count: options.count });
  };

  #split(key: string, options: TranslateOptions | undefined): { namespace: string; path: string } {
    const at = key.indexOf(NAMESPACE_SEPARATOR);
    if (at > 0) return { namespace: key.slice(0, at), path: key.slice(at + 1) };
    return { namespace: options?.ns ?? this.#defaultNamespace, path: key };
  }

  /** The value for the key: the asked language first (its plural form, then the bare key), then English. */
  #find(key: string, options: TranslateOptions | undefined): unknown {
    const { namespace, path } = this.#split(key, options);
    const asked = options?.lng ?? this.#language;
    const languages = asked === DEFAULT_LANGUAGE ? [asked] : [asked, DEFAULT_LANGUAGE];
    for (const language of languages) {
      const catalogue = this.store.data[language]?.[namespace];
      if (!catalogue) continue;
      if (options?.count !== undefined) {
        const plural = valueAt(catalogue, `${path}_${pluralCategory(language, options.count)}`);
        if (plural !== undefined) return plural;
      }
      const value = valueAt(catalogue, path);
      if (value !== undefined) return value;
    }
    return undefined;
  }
}
