/**
 * The customer's private link inside an e-mail (decision 170).
 *
 * E-mails are written to the outbox when the change that causes them commits, but a usable token must
 * never be stored (design invariant 9): so a stored e-mail carries this placeholder where the token goes,
 * and the worker draws a fresh token, stores only its hash, and fills it in just before each send
 * (prepare-delivery.ts). The Outbox page therefore shows the placeholder, never a working link.
 */
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '../../domain/language.ts';
import { localizedPath } from '../../domain/language-paths.ts';
import { MANAGE_TOKEN_PATTERN } from '../../domain/manage-booking.ts';

/** Not a valid token (wrong length), readable on the Outbox page, safe inside a URL and HTML. */
export const MANAGE_TOKEN_PLACEHOLDER = 'PRIVATE-TOKEN-ADDED-WHEN-SENT';

/**
 * The manage page's address for a token (the placeholder while the e-mail waits in the outbox), in the
 * customer's language: '/ru/manage?token=…' opens the page in Russian.
 */
export function manageLinkUrl(
  publicUrl: string,
  token: string = MANAGE_TOKEN_PLACEHOLDER,
  language: Language = DEFAULT_LANGUAGE,
): string {
  return `${publicUrl}${localizedPath('/manage', language)}?token=${token}`;
}

/**
 * "Get updates on LINE" for the booking of a token: the server answers with the salon's LINE chat and a
 * one-time code (routes/public/line.ts), or the manage page when LINE is no longer connected.
 */
export function lineStartUrl(publicUrl: string, token: string = MANAGE_TOKEN_PLACEHOLDER): string {
  return `${publicUrl}/api/manage/line/start?token=${token}`;
}

/**
 * For an e-mail whose appointment was deleted before it was sent: each language's placeholder link with
 * the home page in that language to put in its place.
 */
export function placeholderLinksAndHomes(publicUrl: string): { readonly link: string; readonly home: string }[] {
  return SUPPORTED_LANGUAGES.map((language) => ({
    link: manageLinkUrl(publicUrl, MANAGE_TOKEN_PLACEHOLDER, language),
    home: `${publicUrl}${localizedPath('/', language)}`,
  }));
}

export function hasManageLinkPlaceholder(text: string): boolean {
  return text.includes(MANAGE_TOKEN_PLACEHOLDER);
}

/** Puts a real token where the placeholder stands. */
export function fillManageLink(text: string, token: string): string {
  if (!MANAGE_TOKEN_PATTERN.test(token)) throw new Error('Not a manage-link token');
  return text.replaceAll(MANAGE_TOKEN_PLACEHOLDER, token);
}
