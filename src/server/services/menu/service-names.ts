/**
 * The one way to name a treatment in a language: as the menu names it in that language,
 * English where the owner has not translated it (decision 174; the rule is domain/menu-translations.ts
 * `translatedText`, applied here in SQL as the catalogue does). An appointment keeps its own English copy
 * of each name (what was sold, design invariant 6): a service deleted since is named by that copy.
 *
 * Every page and message that shows a booking's treatments names them through this module: the booking
 * confirmation, the manage page, the e-mails (the customer's in the booking's language, the salon's in the
 * salon's) and the admin's list and detail (in the staff member's language). The home page and the booking
 * form read the catalogue, which the same rule translates (list-catalogue.ts).
 */
import { inArray } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type Language } from '../../../domain/language.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { services } from '../../db/schema.ts';
import { inLanguage } from './list-catalogue.ts';

/** Each service's name in `language`, by id; empty for English (the names as stored are English). */
export async function serviceNamesIn(
  db: Database | Transaction,
  serviceIds: readonly number[],
  language: Language,
): Promise<ReadonlyMap<number, string>> {
  if (language === DEFAULT_LANGUAGE || serviceIds.length === 0) return new Map();
  const rows = await db
    .select({ id: services.id, name: inLanguage(language, services.translations, 'name', services.name) })
    .from(services)
    .where(inArray(services.id, [...new Set(serviceIds)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** A booked line's name from names read by `serviceNamesIn`: the translation, else the line's own copy. */
export function lineName(
  line: { readonly serviceId: number | null; readonly name: string },
  names: ReadonlyMap<number, string>,
) {
  return (line.serviceId !== null && names.get(line.serviceId)) || line.name;
}

/** Booked lines with their names in `language` (one query, none in English). */
export async function linesNamedIn<Line extends { readonly serviceId: number | null; readonly name: string }>(
  db: Database | Transaction,
  lines: readonly Line[],
  language: Language,
): Promise<Line[]> {
  const ids = lines.flatMap((line) => (line.serviceId === null ? [] : [line.serviceId]));
  const names = await serviceNamesIn(db, ids, language);
  return lines.map((line) => ({ ...line, name: lineName(line, names) }));
}

/** Appointments (the admin's list and detail) with their lines named in `language`: one query for all. */
export async function appointmentsNamedIn<
  Item extends { readonly services: readonly { readonly serviceId: number | null; readonly name: string }[] },
>(db: Database | Transaction, items: readonly Item[], language: Language): Promise<Item[]> {
  const ids = items.flatMap((item) =>
    item.services.flatMap((line) => (line.serviceId === null ? [] : [line.serviceId])),
  );
  const names = await serviceNamesIn(db, ids, language);
  if (names.size === 0) return [...items];
  return items.map((item) => ({
    ...item,
    services: item.services.map((line) => ({ ...line, name: lineName(line, names) })),
  }));
}
