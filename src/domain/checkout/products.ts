/**
 * The owner's products (what the desk sells besides treatments: oils, polish, gift cards): bounded
 * request schemas shared by the editor and the server. A price is whole satang within the dearest single
 * item (MONEY_LIMITS, the same bound as the `products_price_valid` check); a name is unique regardless of
 * case (the `products_name_unique` index). The Thai, Russian and Chinese names follow the menu's rule
 * (menu-translations.ts): optional, English shown where one is empty. No name may carry markup: it is
 * printed on receipts and in e-mails, and a pasted tag is named to the owner rather than printed.
 */
import { z } from 'zod';
import { decimalInteger, boundedText, jsonInteger } from '../input-bounds.ts';
import {
  categoryTranslationsOf,
  MENU_TRANSLATION_LANGUAGES,
  missingCategoryLanguages,
  type CategoryTranslations,
  type MenuTranslationLanguage,
} from '../menu-translations.ts';
import { hasMarkup } from '../page-texts.ts';
import { MONEY_LIMITS } from './money.ts';

export const PRODUCT_LIMITS = { nameMaxLength: 80 } as const;

export const productKeys = {
  nameRequired: 'menuEditor:products.errors.nameRequired',
  nameTooLong: 'menuEditor:products.errors.nameTooLong',
  nameTaken: 'menuEditor:products.errors.nameTaken',
  priceInvalid: 'menuEditor:products.errors.priceInvalid',
  notFound: 'menuEditor:products.errors.notFound',
  inUse: 'menuEditor:products.errors.inUse',
  markup: 'menuEditor:products.errors.markup',
  translatedNameTooLong: 'menuEditor:products.errors.translatedNameTooLong',
  translations: 'menuEditor:products.errors.translations',
  version: 'admin:refusals.staleMenu',
} as const;

/** Trimmed, on one line, inner runs of spaces made one; the bound counts what is kept. */
function productNameText(tooLong: string) {
  return boundedText(tooLong, { max: PRODUCT_LIMITS.nameMaxLength + 50 })
    .transform((name) => name.trim().replace(/\s+/g, ' '))
    .pipe(z.string().max(PRODUCT_LIMITS.nameMaxLength, tooLong))
    .refine((name) => !hasMarkup(name), productKeys.markup);
}

export const productNameSchema = productNameText(productKeys.nameTooLong).refine(
  (name) => name.length > 0,
  productKeys.nameRequired,
);

/** A translated name may be empty: that language's readers then see the English one. */
const translatedProductSchema = z.strictObject(
  { name: productNameText(productKeys.translatedNameTooLong).optional().default('') },
  { error: productKeys.translations },
);

/** `{ th?: { name }, ru?: { name }, zh?: { name } }`: any other key (English included) is refused. */
export const productTranslationsSchema = z.strictObject(
  Object.fromEntries(
    MENU_TRANSLATION_LANGUAGES.map((language) => [language, translatedProductSchema.optional()]),
  ) as Record<MenuTranslationLanguage, z.ZodOptional<typeof translatedProductSchema>>,
  { error: productKeys.translations },
);
export type ProductTranslationsInput = z.output<typeof productTranslationsSchema>;

/**
 * `translations` may be left out: a new product then has none, an edit keeps the ones it has (so the
 * "Shown at checkout" switch, which sends only the row's English facts, changes nothing else). Sent, they
 * replace them all; an empty name removes one.
 */
export const productDraftSchema = z.object({
  name: productNameSchema,
  price: jsonInteger(productKeys.priceInvalid, { min: 0, max: MONEY_LIMITS.unitPriceMax }),
  visible: z.boolean(),
  translations: productTranslationsSchema.optional(),
});
export type ProductDraft = z.output<typeof productDraftSchema>;
export type ProductDraftInput = z.input<typeof productDraftSchema>;

export const productUpdateSchema = productDraftSchema.extend({
  version: jsonInteger(productKeys.version, { min: 1 }),
});

export const productParamSchema = z.object({ id: decimalInteger(productKeys.notFound, { min: 1 }) });
export const productVersionQuerySchema = z.object({ version: decimalInteger(productKeys.version, { min: 1 }) });

/** A product's names in Thai, Russian and Chinese ('' where missing), shaped as a category's: a name only. */
export function productTranslationsOf(stored: unknown): CategoryTranslations {
  return categoryTranslationsOf(stored);
}

/** The languages whose readers still see a product's English name: the editor's "Missing: …" mark. */
export function missingProductLanguages(stored: unknown): MenuTranslationLanguage[] {
  return missingCategoryLanguages(categoryTranslationsOf(stored));
}
