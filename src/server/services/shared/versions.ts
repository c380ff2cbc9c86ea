/**
 * The optimistic version check of every edit in the admin: a save names the version of the record it
 * was made on, and is refused (409 conflict) when someone else saved in between, so nobody overwrites a
 * change they never saw. The refusal's sentence is the screen's own (what changed, and what to do on
 * that screen: reload, close the form); the rule and the answer's shape live here.
 */
import { refuse, type ApiError } from '../../http/errors.ts';

/** The sentences of "someone else changed this meanwhile", one per kind of record. */
export const STALE_KEYS = {
  settings: 'admin:refusals.staleSettings',
  account: 'admin:refusals.staleAccount',
  menu: 'admin:refusals.staleMenu',
  week: 'admin:refusals.staleWeek',
  appointment: 'admin:refusals.staleAppointment',
  commission: 'payroll:errors.changed',
} as const;
export type StaleRecord = keyof typeof STALE_KEYS;

/**
 * The refusal for a save made on an older version. With the version now current, `fields.version`
 * carries it, for screens that reload to it (the appointment page).
 */
export function staleVersion(record: StaleRecord, current?: number | string): ApiError {
  const key = STALE_KEYS[record];
  if (current === undefined) return refuse(409, key);
  return refuse(409, key, { fields: { version: { key, params: { current: String(current) } } } });
}

/** Throws the refusal unless the save was made on the version now current. */
export function assertCurrentVersion<Version extends number | string>(
  record: StaleRecord,
  current: Version,
  sent: Version,
): void {
  if (current !== sent) throw staleVersion(record);
}
