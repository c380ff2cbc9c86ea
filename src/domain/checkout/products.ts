/**
 * The owner's products (what the desk sells besides treatments: oils, polish, gift cards): bounded
 * request schemas shared by the editor and the server. A price is whole satang within the dearest single
 * item (MONEY_LIMITS, the same bound as the `products_price_valid` check); a name is unique regardless of
 * case (the `products_name_unique` index).
 */
import { z } from 'zod';
import { decimalInteger, boundedText, jsonInteger } from '../input-bounds.ts';
import { MONEY_LIMITS } from './money.ts';

export const PRODUCT_LIMITS = { nameMaxLength: 80 } as const;

export const productKeys = {
  nameRequired: 'menuEditor:products.errors.nameRequired',
  nameTooLong: 'menuEditor:products.errors.nameTooLong',
  nameTaken: 'menuEditor:products.errors.nameTaken',
  priceInvalid: 'menuEditor:products.errors.priceInvalid',
  notFound: 'menuEditor:products.errors.notFound',
  inUse: 'menuEditor:products.errors.inUse',
  version: 'admin:refusals.staleMenu',
} as const;

export const productDraftSchema = z.object({
  name: boundedText(productKeys.nameTooLong, { max: PRODUCT_LIMITS.nameMaxLength })
    .transform((name) => name.trim().replace(/\s+/g, ' '))
    .refine((name) => name.length > 0, productKeys.nameRequired),
  price: jsonInteger(productKeys.priceInvalid, { min: 0, max: MONEY_LIMITS.unitPriceMax }),
  visible: z.boolean(),
});
export type ProductDraft = z.infer<typeof productDraftSchema>;

export const productUpdateSchema = productDraftSchema.extend({
  version: jsonInteger(productKeys.version, { min: 1 }),
});

export const productParamSchema = z.object({ id: decimalInteger(productKeys.notFound, { min: 1 }) });
export const productVersionQuerySchema = z.object({ version: decimalInteger(productKeys.version, { min: 1 }) });
