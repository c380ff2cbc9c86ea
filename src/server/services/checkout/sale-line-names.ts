/**
 * A sale's lines as a reader names them: a treatment as the menu names it in the reader's language
 * (service-names.ts), a product as the owner translated it in Settings → Products, each with the
 * line's own copy (the salon's English name as sold, design invariant 6) where there is no translation
 * or the item has been deleted since. The rule of which text falls back is domain/menu-translations.ts
 * `translatedText`, applied in SQL like the catalogue's.
 */
import { inArray } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type Language } from '../../../domain/language.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { inLanguage } from '../menu/list-catalogue.ts';
import { lineName, serviceNamesIn } from '../menu/service-names.ts';

export interface NamedSaleLine {
  readonly serviceId: number | null;
  readonly productId: number | null;
  readonly name: string;
}

/** Each product's name in `language`, by id; empty for English (the names as stored are English). */
export async function productNamesIn(
  db: Database | Transaction,
  productIds: readonly number[],
  language: Language,
): Promise<ReadonlyMap<number, string>> {
  if (language === DEFAULT_LANGUAGE || productIds.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, name: inLanguage(language, products.translations, 'name', products.name) })
    .from(products)
    .where(inArray(products.id, [...new Set(productIds)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The lines' names in `language`, in the lines' order (two small queries at most, none in English). */
export async function saleLineNamesIn(
  db: Database | Transaction,
  lines: readonly NamedSaleLine[],
  language: Language,
): Promise<string[]> {
  // One after the other: inside a transaction both run on one connection, where pg refuses to overlap queries.
  const serviceNames = await serviceNamesIn(
    db,
    lines.flatMap((line) => (line.serviceId === null ? [] : [line.serviceId])),
    language,
  );
  const productNames = await productNamesIn(
    db,
    lines.flatMap((line) => (line.productId === null ? [] : [line.productId])),
    language,
  );
  return lines.map((line) =>
    line.productId !== null ? productNames.get(line.productId) || line.name : lineName(line, serviceNames),
  );
}
