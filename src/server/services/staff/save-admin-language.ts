/**
 * A staff member's own admin language (decision 175): kept with their account, so the admin
 * area opens in it on every device and after every sign-in. Only their own row changes.
 */
import { eq } from 'drizzle-orm';
import type { AdminLanguage } from '../../../domain/admin-language.ts';
import { staff } from '../../db/schema.ts';
import type { StaffRequestContext } from '../shared/request-context.ts';

export async function saveAdminLanguage(
  context: Pick<StaffRequestContext, 'db' | 'staffId' | 'now' | 'logger'>,
  input: { readonly language: AdminLanguage },
): Promise<{ language: AdminLanguage }> {
  const { db, staffId, now } = context;
  const { language } = input;
  await db.update(staff).set({ adminLanguage: language, updatedAt: now }).where(eq(staff.id, staffId));
  context.logger.info({ staffId, language }, 'staff changed their admin language');
  return { language };
}
