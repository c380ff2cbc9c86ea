/**
 * The customer's private link inside an e-mail (issue 15; decision 170).
 *
 * E-mails are written to the outbox when the change that causes them commits, but a usable token must
 * never be stored (design invariant 9): so a stored e-mail carries this placeholder where the token goes,
 * and the worker draws a fresh token, stores only its hash, and fills it in just before each send
 * (prepare-delivery.ts). The Outbox page therefore shows the placeholder, never a working link.
 */
import { MANAGE_TOKEN_PATTERN } from '../../domain/manage-booking.ts';

/** Not a valid token (wrong length), readable on the Outbox page, safe inside a URL and HTML. */
export const MANAGE_TOKEN_PLACEHOLDER = 'PRIVATE-TOKEN-ADDED-WHEN-SENT';

/** The manage page's address for a token (the placeholder while the e-mail waits in the outbox). */
export function manageLinkUrl(publicUrl: string, token: string = MANAGE_TOKEN_PLACEHOLDER): string {
  return `${publicUrl}/manage?token=${token}`;
}

export function hasManageLinkPlaceholder(text: string): boolean {
  return text.includes(MANAGE_TOKEN_PLACEHOLDER);
}

/** Puts a real token where the placeholder stands. */
export function fillManageLink(text: string, token: string): string {
  if (!MANAGE_TOKEN_PATTERN.test(token)) throw new Error('Not a manage-link token');
  return text.replaceAll(MANAGE_TOKEN_PLACEHOLDER, token);
}
