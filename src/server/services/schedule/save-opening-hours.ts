/**
 * Saves the salon's weekly opening hours. Under the exclusive
 * settings lock: a booking in flight finishes first, and one starting after
 * this commits sees the new hours. Appointments the shorter hours leave
 * outside are listed first (AffectedAppointmentsError) unless the owner
 * acknowledged exactly that list; they stay booked either way.
 */
import type { WeeklyPattern } from '../../../domain/salon-settings.ts';
import { describeWeekChanges } from '../../../domain/schedule-changes.ts';
import { brokenByWeekChange, requireAcknowledged } from './find-affected-appointments.ts';
import { readSalonSettings, saveSettingsSection } from '../settings/salon-settings-store.ts';
import type { ScheduleChangeContext } from './schedule-context.ts';
import { lockSettingsExclusive } from '../shared/settings-lock.ts';
import { assertCurrentVersion } from '../shared/versions.ts';

export interface SaveOpeningHoursInput {
  readonly hours: WeeklyPattern;
  readonly version: number;
  readonly acknowledgedChange?: string | undefined;
}

export async function saveOpeningHours(
  context: ScheduleChangeContext,
  input: SaveOpeningHoursInput,
): Promise<{ hours: WeeklyPattern; version: number }> {
  return context.db.transaction(async (tx) => {
    await lockSettingsExclusive(tx);
    const current = (await readSalonSettings(tx, context.salon)).hours;
    // Checked before the list, so a stale form is told to reload rather than shown a list for old hours.
    assertCurrentVersion('settings', current.version, input.version);
    await requireAcknowledged(tx, {
      breaks: brokenByWeekChange(current.value, input.hours),
      now: context.now,
      timeZone: context.salon.timeZone,
      acknowledgedChange: input.acknowledgedChange,
    });
    const changes = describeWeekChanges(current.value, input.hours);
    const version = await saveSettingsSection(tx, {
      section: 'hours',
      value: input.hours,
      expectedVersion: input.version,
      staffId: context.staffId,
      area: 'hours',
      summary: changes ? `Changed the opening hours: ${changes}.` : 'Saved the opening hours unchanged.',
      before: current.value,
    });
    return { hours: input.hours, version };
  });
}
