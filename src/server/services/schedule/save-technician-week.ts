/**
 * Saves a technician's working week, or takes them back to "works whenever
 * the salon is open". Under the exclusive settings lock, with the
 * week's version (0 = no row) checked; the technician's appointments the new
 * week leaves outside are listed first and stay booked; recorded in the history.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { WeeklyPattern } from '../../../domain/salon-settings.ts';
import { describeWeekChanges, type SaveTechnicianWeekRequest } from '../../../domain/schedule-changes.ts';
import { technicianWorkWeeks } from '../../db/schema.ts';
import { assignedTo, brokenByWeekChange, requireAcknowledged } from './find-affected-appointments.ts';
import { activeTechnicianName, parsePattern } from './list-technician-schedules.ts';
import { recordSettingsChange } from '../settings/record-settings-change.ts';
import type { ScheduleChangeContext } from './schedule-context.ts';
import { lockSettingsExclusive } from '../shared/settings-lock.ts';
import { assertCurrentVersion } from '../shared/versions.ts';

export async function saveTechnicianWeek(
  context: ScheduleChangeContext,
  technicianId: string,
  request: SaveTechnicianWeekRequest,
): Promise<{ pattern: WeeklyPattern | null; version: number }> {
  return context.db.transaction(async (tx) => {
    await lockSettingsExclusive(tx);
    const name = await activeTechnicianName(tx, technicianId);
    const [row] = await tx
      .select({ pattern: technicianWorkWeeks.pattern, version: technicianWorkWeeks.version })
      .from(technicianWorkWeeks)
      .where(eq(technicianWorkWeeks.staffId, technicianId));
    const before = row ? parsePattern(row.pattern) : null;
    assertCurrentVersion('week', row?.version ?? 0, request.version);
    await requireAcknowledged(tx, {
      breaks: and(assignedTo(technicianId), brokenByWeekChange(before, request.pattern)) ?? sql`false`,
      now: context.now,
      timeZone: context.salon.timeZone,
      acknowledgedChange: request.acknowledgedChange,
    });
    let version = 0;
    if (request.pattern === null) {
      await tx.delete(technicianWorkWeeks).where(eq(technicianWorkWeeks.staffId, technicianId));
    } else if (row) {
      const [updated] = await tx
        .update(technicianWorkWeeks)
        .set({ pattern: request.pattern, version: sql`${technicianWorkWeeks.version} + 1`, updatedAt: sql`now()` })
        .where(eq(technicianWorkWeeks.staffId, technicianId))
        .returning({ version: technicianWorkWeeks.version });
      version = updated?.version ?? 0;
    } else {
      await tx.insert(technicianWorkWeeks).values({ staffId: technicianId, pattern: request.pattern, version: 1 });
      version = 1;
    }
    const changes = describeWeekChanges(before, request.pattern);
    await recordSettingsChange(tx, {
      staffId: context.staffId,
      area: 'technicians',
      summary:
        request.pattern === null
          ? `${name} works whenever the salon is open again.`
          : `Changed ${name}'s working week: ${changes || 'unchanged'}.`,
      detail: { technicianId, before, after: request.pattern },
    });
    return { pattern: request.pattern, version };
  });
}
