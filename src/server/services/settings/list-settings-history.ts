/**
 * The owners' Settings history page: changes newest first, one
 * bounded page at a time, optionally of one area, each with who made it
 * (their e-mail, or null for the command line or a removed account).
 */
import { count, desc, eq } from 'drizzle-orm';
import { HISTORY_DEFAULT_PAGE_SIZE, type HistoryArea, type HistoryQuery } from '../../../domain/staff-account-forms.ts';
import type { Database } from '../../db/client.ts';
import { settingsChanges, staff } from '../../db/schema.ts';

export interface SettingsHistoryEntry {
  readonly id: number;
  /** ISO instant; the page shows it in salon time. */
  readonly at: string;
  readonly by: string | null;
  readonly area: HistoryArea;
  readonly summary: string;
  readonly detail: Record<string, unknown>;
}

export interface SettingsHistoryPage {
  readonly entries: SettingsHistoryEntry[];
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
}

export async function listSettingsHistory(db: Database, query: HistoryQuery): Promise<SettingsHistoryPage> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? HISTORY_DEFAULT_PAGE_SIZE;
  const where = query.area ? eq(settingsChanges.area, query.area) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: settingsChanges.id,
        at: settingsChanges.createdAt,
        by: staff.email,
        area: settingsChanges.area,
        summary: settingsChanges.summary,
        detail: settingsChanges.detail,
      })
      .from(settingsChanges)
      .leftJoin(staff, eq(staff.id, settingsChanges.staffId))
      .where(where)
      .orderBy(desc(settingsChanges.createdAt), desc(settingsChanges.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(settingsChanges).where(where),
  ]);
  return {
    entries: rows.map((row) => ({ ...row, at: row.at.toISOString(), area: row.area as HistoryArea })),
    page,
    pageSize,
    total: totals[0]?.value ?? 0,
  };
}
