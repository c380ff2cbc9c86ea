/**
 * The settings history ("every change is recorded: who, when, what
 * changed"). Every service that changes a setting, the menu or an account
 * calls this inside the same transaction as the change, so a change and its
 * record commit or vanish together. The owners' Settings history page reads
 * the table newest first.
 */
import type { HistoryArea } from '../../../domain/staff-account-forms.ts';
import type { Transaction } from '../../db/client.ts';
import { settingsChanges } from '../../db/schema.ts';

/** The areas are the history filter's list (domain/staff-account-forms.ts): one list, so every area can be filtered. */
export type SettingsArea = HistoryArea;

export interface SettingsChange {
  /** Who made it (null for the command line or a system change). */
  readonly staffId: string | null;
  readonly area: SettingsArea;
  /** One readable English sentence: "Changed the price of Gel Manicure from ฿500 to ฿550." */
  readonly summary: string;
  /** What it was and what it became (JSON), for the history page's detail. */
  readonly detail?: { readonly before?: unknown; readonly after?: unknown } & Record<string, unknown>;
}

export async function recordSettingsChange(tx: Transaction, change: SettingsChange): Promise<void> {
  await tx.insert(settingsChanges).values({
    staffId: change.staffId,
    area: change.area,
    summary: change.summary,
    detail: change.detail ?? {},
  });
}
