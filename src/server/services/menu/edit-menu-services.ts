/**
 * The owner's changes to menu services: add, edit (name,
 * description, duration, price, category, shown online), show or hide, move
 * up or down within the category, delete when no appointment lists it.
 *
 * Each runs in one transaction under the menu lock, checks the version the
 * owner loaded (409 when another owner saved the service in between) and
 * records a readable sentence with before and after in the settings history.
 *
 * Appointments keep their own copy of each service's name, price and duration
 * (appointment_services), so nothing here touches an appointment already made.
 * A service that an appointment lists cannot be deleted (the history and the
 * statistics read it): the owner hides it instead.
 */
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import {
  describeServiceCreated,
  describeServiceUpdate,
  type ServiceFacts,
} from '../../../domain/menu-change-summary.ts';
import { movedOrder, type MoveDirection, type ServiceDraft } from '../../../domain/menu-editing.ts';
import { serviceTranslationsOf, storedTranslations } from '../../../domain/menu-translations.ts';
import type { Transaction } from '../../db/client.ts';
import { appointmentServices, categories, services } from '../../db/schema.ts';
import { type ApiError, refuse } from '../../http/errors.ts';
import {
  lockMenu,
  menuAnswer,
  type MenuAnswer,
  type MenuEditor,
  menuFieldError,
  serviceNotFound,
  staleMenuError,
} from './menu-edit-support.ts';
import { isUniqueViolation } from '../shared/unique-violation.ts';
import { recordSettingsChange } from '../settings/record-settings-change.ts';

type ServiceRow = typeof services.$inferSelect;

function duplicateNameError(name: string): ApiError {
  return menuFieldError('name', `There is already a service called ${name}. Give this one a different name.`);
}

async function assertNameFree(tx: Transaction, name: string, exceptId?: number): Promise<void> {
  const sameName = sql`lower(${services.name}) = lower(${name})`;
  const [taken] = await tx
    .select({ name: services.name })
    .from(services)
    .where(exceptId === undefined ? sameName : and(sameName, ne(services.id, exceptId)));
  if (taken) throw duplicateNameError(taken.name);
}

async function categoryName(tx: Transaction, id: number): Promise<string> {
  const [row] = await tx.select({ name: categories.name }).from(categories).where(eq(categories.id, id));
  if (!row) throw menuFieldError('categoryId', 'menuEditor:validation.categoryNotFound');
  return row.name;
}

async function nextSortOrder(tx: Transaction, categoryId: number): Promise<number> {
  const [last] = await tx
    .select({ value: sql<number>`coalesce(max(${services.sortOrder}), 0)` })
    .from(services)
    .where(eq(services.categoryId, categoryId));
  return Number(last?.value ?? 0) + 1;
}

async function lockedService(tx: Transaction, id: number, version: number): Promise<ServiceRow> {
  const [row] = await tx.select().from(services).where(eq(services.id, id)).for('update');
  if (!row) throw serviceNotFound();
  if (row.version !== version) throw staleMenuError();
  return row;
}

async function factsOf(tx: Transaction, row: ServiceRow): Promise<ServiceFacts> {
  return {
    name: row.name,
    description: row.description,
    durationMinutes: row.durationMinutes,
    priceThb: row.priceThb,
    categoryName: await categoryName(tx, row.categoryId),
    visible: row.active,
    translations: serviceTranslationsOf(row.translations),
  };
}

/** Turns a unique-name race (two owners adding the same name at once) into the field message. */
async function withNameGuard<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateNameError(name);
    throw error;
  }
}

export async function createMenuService(editor: MenuEditor, draft: ServiceDraft): Promise<MenuAnswer & { id: number }> {
  const id = await withNameGuard(draft.name, () =>
    editor.db.transaction(async (tx) => {
      await lockMenu(tx);
      const inCategory = await categoryName(tx, draft.categoryId);
      await assertNameFree(tx, draft.name);
      const translations = storedTranslations(draft.translations ?? {});
      const [created] = await tx
        .insert(services)
        .values({
          categoryId: draft.categoryId,
          name: draft.name,
          description: draft.description,
          durationMinutes: draft.durationMinutes,
          priceThb: draft.priceThb,
          active: draft.visible,
          sortOrder: await nextSortOrder(tx, draft.categoryId),
          translations,
        })
        .returning({ id: services.id });
      if (!created) throw new Error('inserting a service returned no row');
      const after: ServiceFacts = {
        ...draft,
        categoryName: inCategory,
        translations: serviceTranslationsOf(translations),
      };
      await recordSettingsChange(tx, {
        staffId: editor.staffId,
        area: 'menu',
        summary: describeServiceCreated(after),
        detail: { after: { id: created.id, ...after } },
      });
      return created.id;
    }),
  );
  return { id, ...(await menuAnswer(editor)) };
}

export async function updateMenuService(
  editor: MenuEditor,
  input: ServiceDraft & { readonly id: number; readonly version: number },
): Promise<MenuAnswer> {
  await withNameGuard(input.name, () =>
    editor.db.transaction(async (tx) => {
      await lockMenu(tx);
      const row = await lockedService(tx, input.id, input.version);
      const before = await factsOf(tx, row);
      // Left out, the translations stay as they are (decision 174).
      const translations = input.translations ? storedTranslations(input.translations) : row.translations;
      const after: ServiceFacts = {
        name: input.name,
        description: input.description,
        durationMinutes: input.durationMinutes,
        priceThb: input.priceThb,
        categoryName: await categoryName(tx, input.categoryId),
        visible: input.visible,
        translations: serviceTranslationsOf(translations),
      };
      const summary = describeServiceUpdate(before, after);
      if (summary === null && row.categoryId === input.categoryId) return;
      await assertNameFree(tx, input.name, input.id);
      const movesCategory = row.categoryId !== input.categoryId;
      await tx
        .update(services)
        .set({
          name: input.name,
          description: input.description,
          durationMinutes: input.durationMinutes,
          priceThb: input.priceThb,
          categoryId: input.categoryId,
          active: input.visible,
          translations,
          // A service moved to another category goes to the end of it.
          ...(movesCategory ? { sortOrder: await nextSortOrder(tx, input.categoryId) } : {}),
          version: row.version + 1,
          updatedAt: sql`now()`,
        })
        .where(eq(services.id, input.id));
      await recordSettingsChange(tx, {
        staffId: editor.staffId,
        area: 'menu',
        summary: summary ?? `Moved ${row.name} to ${after.categoryName}.`,
        detail: { before: { id: row.id, ...before }, after: { id: row.id, ...after } },
      });
    }),
  );
  return menuAnswer(editor);
}

export async function setMenuServiceVisibility(
  editor: MenuEditor,
  input: { readonly id: number; readonly version: number; readonly visible: boolean },
): Promise<MenuAnswer> {
  await editor.db.transaction(async (tx) => {
    await lockMenu(tx);
    const row = await lockedService(tx, input.id, input.version);
    if (row.active === input.visible) return;
    await tx
      .update(services)
      .set({ active: input.visible, version: row.version + 1, updatedAt: sql`now()` })
      .where(eq(services.id, input.id));
    await recordSettingsChange(tx, {
      staffId: editor.staffId,
      area: 'menu',
      summary: input.visible ? `Showed ${row.name} online again.` : `Hid ${row.name} from the website and booking.`,
      detail: { before: { id: row.id, visible: row.active }, after: { id: row.id, visible: input.visible } },
    });
  });
  return menuAnswer(editor);
}

/** Moves a service one place within its category; at either end already, nothing changes. */
export async function moveMenuService(
  editor: MenuEditor,
  input: { id: number; direction: MoveDirection },
): Promise<MenuAnswer> {
  await editor.db.transaction(async (tx) => {
    await lockMenu(tx);
    const [moving] = await tx
      .select({ categoryId: services.categoryId })
      .from(services)
      .where(eq(services.id, input.id));
    if (!moving) throw serviceNotFound();
    const siblings = await tx
      .select({ id: services.id, name: services.name })
      .from(services)
      .where(eq(services.categoryId, moving.categoryId))
      .orderBy(asc(services.sortOrder), asc(services.id));
    const index = siblings.findIndex((row) => row.id === input.id);
    const next = movedOrder(siblings, index, input.direction);
    if (!next) return;
    // Dense renumbering: whatever order the rows had, they end 1..n with no ties.
    for (const [position, row] of next.entries()) {
      await tx
        .update(services)
        .set({ sortOrder: position + 1 })
        .where(eq(services.id, row.id));
    }
    await recordSettingsChange(tx, {
      staffId: editor.staffId,
      area: 'menu',
      summary: `Moved ${siblings[index]?.name ?? ''} ${input.direction} in ${await categoryName(tx, moving.categoryId)}.`,
      detail: { before: siblings.map((row) => row.name), after: next.map((row) => row.name) },
    });
  });
  return menuAnswer(editor);
}

export async function deleteMenuService(
  editor: MenuEditor,
  input: { id: number; version: number },
): Promise<MenuAnswer> {
  await editor.db.transaction(async (tx) => {
    await lockMenu(tx);
    const row = await lockedService(tx, input.id, input.version);
    const [referenced] = await tx
      .select({ value: count() })
      .from(appointmentServices)
      .where(eq(appointmentServices.serviceId, input.id));
    const appointmentCount = Number(referenced?.value ?? 0);
    if (appointmentCount > 0) {
      throw refuse(409, 'admin:refusals.serviceOnAppointments', {
        params: { name: row.name, count: appointmentCount },
      });
    }
    const before = await factsOf(tx, row);
    await tx.delete(services).where(eq(services.id, input.id));
    await recordSettingsChange(tx, {
      staffId: editor.staffId,
      area: 'menu',
      summary: `Deleted ${row.name} from ${before.categoryName}.`,
      detail: { before: { id: row.id, ...before } },
    });
  });
  return menuAnswer(editor);
}
