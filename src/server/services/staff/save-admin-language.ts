/**
 * A staff member's own admin language (decision 175): kept with their account, so the admin
 * area opens in it on every device and after every sign-in. Only their own row changes.
 */
import { eq } from 'drizzle-orm';
import type { AdminLanguage } from '../../../domain/admin-language.ts';
import type { Database } from '../../db/client.ts';
import { staff } from '../../db/schema.ts';

export async function saveAdminLanguage(
  db: Database,
  input: { readonly staffId: string; readonly language: AdminLanguage; readonly now: Date },
): Promise<{ language: AdminLanguage }> {
  await db
    .update(staff)
    .set({ adminLanguage: input.language, updatedAt: input.now })
    .where(eq(staff.id, input.staffId));
  return { language: input.language };
}
