/**
 * Adds a closure for one date or a short range: one row per date,
 * the whole day or part of it, with the reason customers see. Under the
 * exclusive settings lock; an overlapping closure is refused; the
 * appointments it would cover are listed first (find-affected-appointments.ts)
 * and stay booked; the change is recorded in the settings history.
 */
import { inArray } from 'drizzle-orm';
import { salonToday } from '../../../domain/salon-time.ts';
import type { Closure } from '../../../domain/salon-settings.ts';
import {
  describeClosureTime,
  formatScheduleDate,
  overlapsClosure,
  requestDates,
  type AddClosuresRequest,
} from '../../../domain/schedule-changes.ts';
import { closures } from '../../db/schema.ts';
import { ApiError, asWritten, fieldsRefused } from '../../http/errors.ts';
import { overlappingDates, requireAcknowledged } from './find-affected-appointments.ts';
import { closureColumns, closureSentence } from './list-closures.ts';
import { recordSettingsChange } from '../settings/record-settings-change.ts';
import type { ScheduleChangeContext } from './schedule-context.ts';
import { lockSettingsExclusive } from '../shared/settings-lock.ts';

export async function addClosures(context: ScheduleChangeContext, request: AddClosuresRequest): Promise<Closure[]> {
  const today = salonToday(context.now, context.salon.timeZone);
  if (request.firstDate < today) {
    throw fieldsRefused({ firstDate: 'admin:refusals.todayOrLater' });
  }
  const dates = requestDates(request);
  const { fromMinute, toMinute, reason, translations } = request;
  return context.db.transaction(async (tx) => {
    await lockSettingsExclusive(tx);
    const existing = await tx.select(closureColumns).from(closures).where(inArray(closures.date, dates));
    const clash = existing.find((other) =>
      fromMinute === null || toMinute === null
        ? true
        : overlapsClosure(other, { startMinute: fromMinute, endMinute: toMinute }),
    );
    if (clash) {
      throw new ApiError(
        409,
        asWritten(
          `${formatScheduleDate(clash.date)} already has a closure (${describeClosureTime(clash.fromMinute, clash.toMinute)}: ${clash.reason}). Remove it first, or choose other dates or times.`,
        ),
      );
    }
    await requireAcknowledged(tx, {
      breaks: overlappingDates(dates, fromMinute, toMinute),
      now: context.now,
      timeZone: context.salon.timeZone,
      acknowledgedChange: request.acknowledgedChange,
    });
    const added = await tx
      .insert(closures)
      .values(dates.map((date) => ({ date, fromMinute, toMinute, reason, translations, createdBy: context.staffId })))
      .returning(closureColumns);
    await recordSettingsChange(tx, {
      staffId: context.staffId,
      area: 'closures',
      summary: `Closed ${closureSentence(request, dates)}.`,
      detail: { before: null, after: added },
    });
    return added;
  });
}
