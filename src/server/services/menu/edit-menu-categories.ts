/**
 * The owner's changes to menu categories: add, rename, move up or
 * down, delete when empty. Each runs in one transaction under the menu lock,
 * records a sentence in the settings history, and a rename names the version
 * the owner loaded (409 when another owner renamed it first).
 *
 * A category keeps its slug when renamed: links already shared
 * (/booking?category=nails) keep working (docs/decisions/111).
 */
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { describeCategoryUpdate } from '../../../domain/menu-change-summary.ts';
import {
  movedOrder,
  slugForCategoryName,
  type CategoryTranslationsInput,
  type MoveDirection,
} from '../../../domain/menu-editing.ts';
import { categoryTranslationsOf, storedTranslations } from '../../../domain/menu-translations.ts';
import type { Transaction } from '../../db/client.ts';
import { categories, services } from '../../db/schema.ts';
import { refuse } from '../../http/errors.ts';
import {
  categoryNotFound,
  lockMenu,
  menuAnswer,
  type MenuAnswer,
  type MenuEditor,
  menuFieldError,
  staleMenuError,
} from './menu-edit-support.ts';
import { recordSettingsChange } from '../settings/record-settings-change.ts';

async function assertNameFree(tx: Transaction, name: string, exceptId?: number): Promise<void> {
  const sameName = sql`lower(${categories.name}) = lower(${name})`;
  const [taken] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(exceptId === undefined ? sameName : and(sameName, ne(categories.id, exceptId)));
  if (taken) throw menuFieldError('name', `There is already a category called ${name}.`);
}

async function freeSlug(tx: Transaction, name: string): Promise<string> {
  const base = slugForCategoryName(name);
  const rows = await tx
    .select({ slug: categories.slug })
    .from(categories)
    .where(sql`${categories.slug} = ${base} or ${categories.slug} like ${`${base}-%`}`);
  const used = new Set(rows.map((row) => row.slug));
  if (!used.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}-${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}

async function lockedCategory(tx: Transaction, id: number) {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
  if (!row) throw categoryNotFound();
  return row;
}

export async function createMenuCategory(
  editor: MenuEditor,
  input: { name: string; translations?: CategoryTranslationsInput | undefined },
): Promise<MenuAnswer & { id: number }> {
  const translations = storedTranslations(input.translations ?? {});
  const id = await editor.db.transaction(async (tx) => {
    await lockMenu(tx);
    await assertNameFree(tx, input.name);
    const slug = await freeSlug(tx, input.name);
    const [last] = await tx.select({ value: sql<number>`coalesce(max(${categories.sortOrder}), 0)` }).from(categories);
    const [created] = await tx
      .insert(categories)
      .values({ name: input.name, slug, sortOrder: Number(last?.value ?? 0) + 1, translations })
      .returning({ id: categories.id });
    if (!created) throw new Error('inserting a category returned no row');
    await recordSettingsChange(tx, {
      staffId: editor.staffId,
      area: 'menu',
      summary: `Added the category ${input.name}.`,
      detail: { after: { id: created.id, name: input.name, slug, translations } },
    });
    return created.id;
  });
  return { id, ...(await menuAnswer(editor)) };
}

export async function renameMenuCategory(
  editor: MenuEditor,
  input: { id: number; version: number; name: string; translations?: CategoryTranslationsInput | undefined },
): Promise<MenuAnswer> {
  await editor.db.transaction(async (tx) => {
    await lockMenu(tx);
    const before = await lockedCategory(tx, input.id);
    if (before.version !== input.version) throw staleMenuError();
    // Left out, the translations stay as they are (decision 174).
    const translations = input.translations ? storedTranslations(input.translations) : before.translations;
    const summary = describeCategoryUpdate(
      { name: before.name, translations: categoryTranslationsOf(before.translations) },
      { name: input.name, translations: categoryTranslationsOf(translations) },
    );
    if (summary === null) return;
    if (before.name !== input.name) await assertNameFree(tx, input.name, input.id);
    await tx
      .update(categories)
      .set({ name: input.name, translations, version: before.version + 1 })
      .where(eq(categories.id, input.id));
    await recordSettingsChange(tx, {
      staffId: editor.staffId,
      area: 'menu',
      summary,
      detail: {
        before: { id: before.id, name: before.name, translations: before.translations },
        after: { id: before.id, name: input.name, translations },
      },
    });
  });
  return menuAnswer(editor);
}

/** Moves a category one place; at the top or bottom already, nothing changes. */
export async function moveMenuCategory(
  editor: MenuEditor,
  input: { id: number; direction: MoveDirection },
): Promise<MenuAnswer> {
  await editor.db.transaction(async (tx) => {
    await lockMenu(tx);
    const rows = await tx
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .orderBy(asc(categories.sortOrder), asc(categories.id));
    const index = rows.findIndex((row) => row.id === input.id);
    if (index < 0) throw categoryNotFound();
    const next = movedOrder(rows, index, input.direction);
    if (!next) return;
    // Dense renumbering: whatever order the rows had, they end 1..n with no ties.
    for (const [position, row] of next.entries()) {
      await tx
        .update(categories)
        .set({ sortOrder: position + 1 })
        .where(eq(categories.id, row.id));
    }
    await recordSettingsChange(tx, {
      staffId: editor.staffId,
      area: 'menu',
      summary: `Moved the category ${rows[index]?.name ?? ''} ${input.direction} the menu.`,
      detail: { before: rows.map((row) => row.name), after: next.map((row) => row.name) },
    });
  });
  return menuAnswer(editor);
}

export async function deleteMenuCategory(
  editor: MenuEditor,
  input: { id: number; version: number },
): Promise<MenuAnswer> {
  await editor.db.transaction(async (tx) => {
    await lockMenu(tx);
    const before = await lockedCategory(tx, input.id);
    if (before.version !== input.version) throw staleMenuError();
    const [held] = await tx.select({ value: count() }).from(services).where(eq(services.categoryId, input.id));
    const serviceCount = Number(held?.value ?? 0);
    if (serviceCount > 0) {
      throw refuse(409, 'admin:refusals.categoryNotEmpty', { params: { name: before.name, count: serviceCount } });
    }
    await tx.delete(categories).where(eq(categories.id, input.id));
    await recordSettingsChange(tx, {
      staffId: editor.staffId,
      area: 'menu',
      summary: `Deleted the empty category ${before.name}.`,
      detail: { before: { id: before.id, name: before.name, slug: before.slug } },
    });
  });
  return menuAnswer(editor);
}
