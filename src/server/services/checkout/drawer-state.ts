/** Whether a drawer session is open now, read without a lock (screens only; writes lock it). */
import { isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { drawerSessions } from '../../db/schema.ts';

export async function lockFreeDrawerState(db: Database): Promise<boolean> {
  const rows = await db
    .select({ id: drawerSessions.id })
    .from(drawerSessions)
    .where(isNull(drawerSessions.closedAt))
    .limit(1);
  return rows.length > 0;
}
