/**
 * The product form's values as typed (text), and their reading through the shared schema
 * (domain/checkout/products.ts): the same bounds and sentences as the server, shown beside the field
 * before anything is sent. Add and edit read one form.
 */
import { parseBaht, satangToDecimalText } from '../../../domain/checkout/money.ts';
import { productDraftSchema, type ProductDraft } from '../../../domain/checkout/products.ts';
import {
  MENU_TRANSLATION_LANGUAGES,
  type CategoryTranslations,
  type MenuTranslationLanguage,
} from '../../../domain/menu-translations.ts';
import { schemaMessageText } from '../../lib/refusal-text.ts';

export type ProductTranslationValues = Readonly<Record<MenuTranslationLanguage, { readonly name: string }>>;

export interface ProductFormValues {
  readonly name: string;
  readonly priceText: string;
  readonly translations: ProductTranslationValues;
}

export function productFormValues(product?: {
  readonly name: string;
  readonly price: number;
  readonly translations: CategoryTranslations;
}): ProductFormValues {
  return {
    name: product?.name ?? '',
    priceText: product ? satangToDecimalText(product.price) : '',
    translations: Object.fromEntries(
      MENU_TRANSLATION_LANGUAGES.map((language) => [language, { name: product?.translations[language].name ?? '' }]),
    ) as Record<MenuTranslationLanguage, { name: string }>,
  };
}

/** The languages whose name field is empty: readers of them see the English name. */
export function missingNameLanguages(values: ProductFormValues): MenuTranslationLanguage[] {
  return MENU_TRANSLATION_LANGUAGES.filter((language) => values.translations[language].name.trim() === '');
}

/** Whether the form says something other than the product as saved (trimmed, as the server keeps it). */
export function productFormChanged(values: ProductFormValues, saved: ProductFormValues): boolean {
  const normal = (text: string) => text.trim().replace(/\s+/g, ' ');
  return (
    normal(values.name) !== saved.name ||
    parseBaht(values.priceText) !== parseBaht(saved.priceText) ||
    MENU_TRANSLATION_LANGUAGES.some(
      (language) => normal(values.translations[language].name) !== saved.translations[language].name,
    )
  );
}

export type ProductFormResult =
  | { readonly ok: true; readonly draft: ProductDraft }
  | { readonly ok: false; readonly fields: Readonly<Record<string, string>> };

/**
 * Field -> first sentence of a refused reading: 'name', 'price', or a translated name down to its
 * field ('translations.th.name') so it shows under that field.
 */
export function readProductForm(values: ProductFormValues, visible: boolean): ProductFormResult {
  const parsed = productDraftSchema.safeParse({
    name: values.name,
    // An unreadable amount is sent as the text it is, which the price's bound refuses in words.
    price: parseBaht(values.priceText) ?? values.priceText,
    visible,
    translations: values.translations,
  });
  if (parsed.success) return { ok: true, draft: parsed.data };
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field =
      issue.path[0] === 'translations' && issue.path.length >= 3
        ? issue.path.slice(0, 3).map(String).join('.')
        : String(issue.path[0] ?? 'name');
    fields[field] ??= schemaMessageText(issue.message);
  }
  return { ok: false, fields };
}
