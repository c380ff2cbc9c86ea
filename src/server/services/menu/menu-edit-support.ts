/**
 * What every menu edit shares: the lock, the version check's message, the
 * "not found" answers and field errors.
 *
 * Every menu write takes the settings lock exclusively (settings-lock.ts):
 * a hidden service or a new duration committed before a booking's transaction
 * is obeyed by that booking, and menu writes run one at a time, so two owners
 * moving rows at once never interleave their renumbering.
 */
import { createI18n } from '../../../i18n/index.ts';
import type { Transaction } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import { lockSettingsExclusive } from '../shared/settings-lock.ts';

const english = createI18n('en');

export const STALE_MENU_MESSAGE =
  'Someone else changed this while you were editing. Your change was not saved: close the form to see their version, then try again.';

export function staleMenuError(): ApiError {
  return new ApiError(409, 'conflict', STALE_MENU_MESSAGE);
}

export function categoryNotFound(): ApiError {
  return new ApiError(
    404,
    'not_found',
    'This category no longer exists. Reload the page to see the menu as it is now.',
  );
}

export function serviceNotFound(): ApiError {
  return new ApiError(404, 'not_found', 'This service no longer exists. Reload the page to see the menu as it is now.');
}

/** 422 with one English message on one field (the key or the message itself). */
export function menuFieldError(field: string, message: string): ApiError {
  const text = message.includes(':') && english.exists(message) ? english.t(message) : message;
  return new ApiError(422, 'validation_failed', 'Some fields need your attention.', { [field]: text });
}

export async function lockMenu(tx: Transaction): Promise<void> {
  await lockSettingsExclusive(tx);
}
