/**
 * The one way to choose a message's language: by its reader (design invariant 10, decision 182).
 * A customer reads in the language they booked in (appointments.language); the salon reads in the salon's
 * language: English, unless every active owner chose the same other admin language (decision 175), so the
 * salon's inbox reads as its owners' screens do.
 */
import { and, eq } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type Language } from '../../../domain/language.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { staff } from '../../db/schema.ts';

export type MessageReader =
  { readonly kind: 'customer'; readonly bookingLanguage: Language } | { readonly kind: 'salon' };

/** The salon's language: the active owners' admin language when they all chose one, else English. */
export async function salonLanguage(db: Database | Transaction): Promise<Language> {
  const rows = await db
    .selectDistinct({ language: staff.adminLanguage })
    .from(staff)
    .where(and(eq(staff.role, 'owner'), eq(staff.active, true)));
  const [only] = rows;
  return rows.length === 1 && only ? only.language : DEFAULT_LANGUAGE;
}

export async function languageOfReader(db: Database | Transaction, reader: MessageReader): Promise<Language> {
  return reader.kind === 'customer' ? reader.bookingLanguage : salonLanguage(db);
}
