/**
 * Signs a staff member in through the real API and returns the session
 * cookie, for API tests of admin routes. Creates the staff login first.
 */
import type { Database } from '../../src/server/db/client.ts';
import { addStaff } from '../../src/server/services/staff-accounts.ts';
import { call } from './test-app.ts';

export const TEST_STAFF_PASSWORD = 'test-only-password-1';

type RequestableApp = { request: (input: string, init?: RequestInit) => Response | Promise<Response> };

/** Headers a same-origin browser request would carry (the CSRF check looks at them). */
export const sameOriginHeaders = { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' } as const;

export async function signInAsStaff(
  app: RequestableApp,
  db: Database,
  email = `staff-${Math.random().toString(36).slice(2, 8)}@salon.example`,
): Promise<{ cookie: string; email: string; headers: Record<string, string> }> {
  await addStaff(db, { email, password: TEST_STAFF_PASSWORD, technician: false });
  const response = await call(
    app,
    'POST',
    '/api/auth/sign-in',
    { email, password: TEST_STAFF_PASSWORD },
    { ...sameOriginHeaders },
  );
  if (response.status !== 200) {
    throw new Error(`Sign-in for tests failed with ${response.status}: ${JSON.stringify(response.body)}`);
  }
  const setCookie = response.headers.get('set-cookie') ?? '';
  const cookie = setCookie.split(';')[0] ?? '';
  return { cookie, email, headers: { cookie, ...sameOriginHeaders } };
}
