/** Removes one closure, under the exclusive settings lock, recorded in the history. */
import { eq } from 'drizzle-orm';
import { closures } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { closureColumns, closureSentence } from './list-closures.ts';
import { recordSettingsChange } from '../settings/record-settings-change.ts';
import type { ScheduleChangeContext } from './schedule-context.ts';
import { lockSettingsExclusive } from '../shared/settings-lock.ts';

export const CLOSURE_GONE_MESSAGE =
  'This closure was already removed, perhaps by another owner. The list now shows the closures as they are.';

export async function removeClosure(context: ScheduleChangeContext, id: number): Promise<void> {
  await context.db.transaction(async (tx) => {
    await lockSettingsExclusive(tx);
    const [removed] = await tx.delete(closures).where(eq(closures.id, id)).returning(closureColumns);
    if (!removed) throw new ApiError(404, 'not_found', CLOSURE_GONE_MESSAGE);
    await recordSettingsChange(tx, {
      staffId: context.staffId,
      area: 'closures',
      summary: `Removed the closure on ${closureSentence(removed, [removed.date])}.`,
      detail: { before: removed, after: null },
    });
  });
}
