/**
 * What every menu edit shares: the lock, the version check's message, the
 * "not found" answers and field errors.
 *
 * Every menu write takes the settings lock exclusively (settings-lock.ts):
 * a hidden service or a new duration committed before a booking's transaction
 * is obeyed by that booking, and menu writes run one at a time, so two owners
 * moving rows at once never interleave their renumbering.
 */
import type { Transaction } from '../../db/client.ts';
import { type ApiError, fieldsRefused, keyedMessage, refuse } from '../../http/errors.ts';
import { lockSettingsExclusive } from '../shared/settings-lock.ts';
import type { StaffRequestContext } from '../shared/request-context.ts';
import { staleVersion } from '../shared/versions.ts';
import { listMenu, type MenuEditorCategory } from './list-menu.ts';

/** What a menu edit takes from the request: the database and the owner who changes the menu (the history names them). */
export type MenuEditor = Pick<StaffRequestContext, 'db' | 'staffId'>;

/** Every menu change answers with the whole menu as it is after the change, so the editor shows fresh versions. */
export interface MenuAnswer {
  readonly menu: MenuEditorCategory[];
}

export async function menuAnswer(editor: MenuEditor): Promise<MenuAnswer> {
  return { menu: await listMenu(editor.db) };
}

export function staleMenuError(): ApiError {
  return staleVersion('menu');
}

export function categoryNotFound(): ApiError {
  return refuse(404, 'admin:refusals.categoryGone');
}

export function serviceNotFound(): ApiError {
  return refuse(404, 'admin:refusals.serviceGone');
}

/** 422 with one sentence on one field (a key of the catalogues, or a sentence as written). */
export function menuFieldError(field: string, message: string): ApiError {
  return fieldsRefused({ [field]: keyedMessage(message) });
}

export async function lockMenu(tx: Transaction): Promise<void> {
  await lockSettingsExclusive(tx);
}
