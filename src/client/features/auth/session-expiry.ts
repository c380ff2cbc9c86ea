/**
 * How the client notices that its staff session ended while a page was open
 * (expired, signed out elsewhere, staff deactivated). The admin API answers
 * 401 (no session) or 403 (a session cookie that names no live session);
 * either one is reported here, the AuthProvider re-reads the session, and
 * RequireStaff sends a signed-out user to /login?next=<the page>.
 *
 * Two ways in, both used by admin features without importing this feature:
 * - TanStack Query: app/providers.tsx reports every query or mutation error
 *   that `isSessionError` recognises (errors thrown by lib/api-client's
 *   `readJson` carry the status).
 * - Plain fetch: `adminFetch` (pages may import it) reports the same statuses.
 */
import { ApiRequestError } from '../../lib/api-client.ts';

type Listener = () => void;
const listeners = new Set<Listener>();

/** Statuses with which the admin API says "this request has no valid staff session". */
const SESSION_STATUSES = new Set([401, 403]);

export function subscribeSessionProblems(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function reportSessionProblem(): void {
  for (const listener of [...listeners]) listener();
}

/** True for an API error that may mean the session has ended (the session is then re-read to be sure). */
export function isSessionError(error: unknown): boolean {
  return error instanceof ApiRequestError && SESSION_STATUSES.has(error.status);
}

/** Reports the error if it is a session error; for QueryCache/MutationCache `onError`. */
export function handleApiError(error: unknown): void {
  if (isSessionError(error)) reportSessionProblem();
}

/** `fetch` for /api/admin calls outside TanStack Query: same-origin cookies, session problems reported. */
export async function adminFetch(input: string | URL, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(input, { credentials: 'same-origin', ...init });
  if (SESSION_STATUSES.has(response.status)) reportSessionProblem();
  return response;
}
