/** Removes one closure, under the exclusive settings lock, recorded in the history. */
import { eq } from 'drizzle-orm';
import { closures } from '../../db/schema.ts';
import { refuse } from '../../http/errors.ts';
import { closureColumns, closureSentence } from './list-closures.ts';
import { recordSettingsChange } from '../settings/record-settings-change.ts';
import type { ScheduleChangeContext } from './schedule-context.ts';
import { lockSettingsExclusive } from '../shared/settings-lock.ts';

export const CLOSURE_GONE_KEY = 'admin:refusals.closureGone';

export async function removeClosure(context: ScheduleChangeContext, id: number): Promise<void> {
  await context.db.transaction(async (tx) => {
    await lockSettingsExclusive(tx);
    const [removed] = await tx.delete(closures).where(eq(closures.id, id)).returning(closureColumns);
    if (!removed) throw refuse(404, CLOSURE_GONE_KEY);
    await recordSettingsChange(tx, {
      staffId: context.staffId,
      area: 'closures',
      summary: `Removed the closure on ${closureSentence(removed, [removed.date])}.`,
      detail: { before: removed, after: null },
    });
  });
}
