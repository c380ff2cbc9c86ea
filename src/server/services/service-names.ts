/**
 * Service names in a customer's language (issue 16), for what is written to them: their e-mails, reminders
 * and calendar files name the treatments as the menu does in that language, English where the owner has
 * not translated a name (decision 174). An appointment keeps its own English copy of each name (what was
 * booked); a service deleted since keeps that copy.
 */
import { inArray } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type Language } from '../../domain/language.ts';
import type { Database, Transaction } from '../db/client.ts';
import { services } from '../db/schema.ts';
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
    .where(inArray(services.id, [...serviceIds]));
  return new Map(rows.map((row) => [row.id, row.name]));
}
