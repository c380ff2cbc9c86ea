/**
 * The owner's products: list, add, and change (name and its translations, price, shown at checkout) under the version the
 * owner loaded; a product no sale names may be deleted, one on a receipt is hidden instead (its sale
 * lines keep its name and price, but a receipt that still points at it reads better). Each write runs in
 * one transaction under the menu lock and records a sentence in the settings history, like the menu's.
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { formatBaht } from '../../../domain/checkout/money.ts';
import { productKeys, productTranslationsOf, type ProductDraft } from '../../../domain/checkout/products.ts';
import { storedTranslations, type StoredMenuTranslations } from '../../../domain/menu-translations.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { products, saleLines } from '../../db/schema.ts';
import { refuse } from '../../http/errors.ts';
import { recordSettingsChange } from '../settings/record-settings-change.ts';
import { isUniqueViolation } from '../shared/unique-violation.ts';
import { lockMenu, menuFieldError, staleMenuError, type MenuEditor } from './menu-edit-support.ts';

/** Every product change answers with the whole list after it, so the editor shows fresh versions. */
export interface ProductsAnswer {
  readonly products: Awaited<ReturnType<typeof listProducts>>;
}

async function productsAnswer(editor: MenuEditor): Promise<ProductsAnswer> {
  return { products: await listProducts(editor.db) };
}

/** Every product, hidden ones too, by name; `inSales`: a sale names it (then it may only be hidden). */
export async function listProducts(db: Database) {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      translations: products.translations,
      price: products.priceSatang,
      visible: products.visible,
      version: products.version,
      inSales: sql<boolean>`exists (select 1 from ${saleLines} where ${saleLines.productId} = ${products.id})`,
    })
    .from(products)
    .orderBy(asc(sql`lower(${products.name})`), asc(products.id));
  return rows.map((row) => ({
    ...row,
    translations: productTranslationsOf(row.translations),
    inSales: Boolean(row.inSales),
  }));
}

export type ProductRow = Awaited<ReturnType<typeof listProducts>>[number];

const productNotFound = () => refuse(404, productKeys.notFound);
const nameTaken = () => menuFieldError('name', productKeys.nameTaken);
const priceText = (satang: number) => formatBaht(satang, 'en', 'receipt');

async function assertNameFree(tx: Transaction, name: string, exceptId?: number): Promise<void> {
  const sameName = sql`lower(${products.name}) = lower(${name})`;
  const [taken] = await tx
    .select({ id: products.id })
    .from(products)
    .where(exceptId === undefined ? sameName : and(sameName, ne(products.id, exceptId)));
  if (taken) throw nameTaken();
}

/** A concurrent add of the same name passes the check first; the unique index then refuses it. */
async function refusingDuplicates<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/** The names to keep: empty ones left out; none sent keeps `current` (a new product has none). */
function keptTranslations(draft: ProductDraft, current: StoredMenuTranslations): StoredMenuTranslations {
  return draft.translations === undefined ? current : storedTranslations(draft.translations);
}

function sameTranslations(a: StoredMenuTranslations, b: StoredMenuTranslations): boolean {
  return JSON.stringify(storedTranslations(a)) === JSON.stringify(storedTranslations(b));
}

export async function createProduct(editor: MenuEditor, draft: ProductDraft): Promise<ProductsAnswer> {
  await refusingDuplicates(() =>
    editor.db.transaction(async (tx) => {
      await lockMenu(tx);
      await assertNameFree(tx, draft.name);
      const [created] = await tx
        .insert(products)
        .values({
          name: draft.name,
          translations: keptTranslations(draft, {}),
          priceSatang: draft.price,
          visible: draft.visible,
        })
        .returning({ id: products.id });
      if (!created) throw new Error('inserting a product returned no row');
      await recordSettingsChange(tx, {
        staffId: editor.staffId,
        area: 'menu',
        summary: `Added the product ${draft.name} at ${priceText(draft.price)}${draft.visible ? '' : ' (hidden)'}.`,
        detail: { after: { id: created.id, ...draft, translations: keptTranslations(draft, {}) } },
      });
    }),
  );
  return productsAnswer(editor);
}

export async function updateProduct(
  editor: MenuEditor,
  input: ProductDraft & { readonly id: number; readonly version: number },
): Promise<ProductsAnswer> {
  await refusingDuplicates(() =>
    editor.db.transaction(async (tx) => {
      await lockMenu(tx);
      const [before] = await tx.select().from(products).where(eq(products.id, input.id)).for('update');
      if (!before) throw productNotFound();
      if (before.version !== input.version) throw staleMenuError();
      const translations = keptTranslations(input, before.translations);
      const changes = [
        ...(before.name !== input.name ? [`renamed ${before.name} to ${input.name}`] : []),
        ...(before.priceSatang !== input.price
          ? [`changed the price of ${input.name} from ${priceText(before.priceSatang)} to ${priceText(input.price)}`]
          : []),
        ...(before.visible !== input.visible ? [`${input.visible ? 'showed' : 'hid'} ${input.name} at checkout`] : []),
        ...(sameTranslations(before.translations, translations)
          ? []
          : [`changed the translated names of ${input.name}`]),
      ];
      if (changes.length === 0) return;
      if (before.name.toLowerCase() !== input.name.toLowerCase()) await assertNameFree(tx, input.name, input.id);
      await tx
        .update(products)
        .set({
          name: input.name,
          translations,
          priceSatang: input.price,
          visible: input.visible,
          version: before.version + 1,
        })
        .where(eq(products.id, input.id));
      const summary = changes.join('; ');
      await recordSettingsChange(tx, {
        staffId: editor.staffId,
        area: 'menu',
        summary: `Product: ${summary.charAt(0).toUpperCase()}${summary.slice(1)}.`,
        detail: {
          before: {
            id: before.id,
            name: before.name,
            translations: before.translations,
            price: before.priceSatang,
            visible: before.visible,
          },
          after: { id: before.id, name: input.name, translations, price: input.price, visible: input.visible },
        },
      });
    }),
  );
  return productsAnswer(editor);
}

/** Deletes a product no sale names; one on a receipt is refused (hide it instead). */
export async function deleteProduct(
  editor: MenuEditor,
  input: { readonly id: number; readonly version: number },
): Promise<ProductsAnswer> {
  await editor.db.transaction(async (tx) => {
    await lockMenu(tx);
    const [before] = await tx.select().from(products).where(eq(products.id, input.id)).for('update');
    if (!before) throw productNotFound();
    if (before.version !== input.version) throw staleMenuError();
    const [used] = await tx
      .select({ saleId: saleLines.saleId })
      .from(saleLines)
      .where(eq(saleLines.productId, input.id))
      .limit(1);
    if (used) throw refuse(409, productKeys.inUse);
    await tx.delete(products).where(eq(products.id, input.id));
    await recordSettingsChange(tx, {
      staffId: editor.staffId,
      area: 'menu',
      summary: `Deleted the product ${before.name}.`,
      detail: { before: { id: before.id, name: before.name, price: before.priceSatang, visible: before.visible } },
    });
  });
  return productsAnswer(editor);
}
