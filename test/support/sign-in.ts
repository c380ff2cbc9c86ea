/**
 * Signs a staff member in through the real API and returns the session
 * cookie, for API tests of admin routes. Creates the staff login first.
 */
import type { StaffRole } from '../../src/domain/staff-roles.ts';
import type { Database } from '../../src/server/db/client.ts';
import { addStaff } from '../../src/server/services/staff/staff-command.ts';
import { call } from './test-app.ts';

export const TEST_STAFF_PASSWORD = 'test-only-password-1';

type RequestableApp = { request: (input: string, init?: RequestInit) => Response | Promise<Response> };

/** Headers a same-origin browser request would carry (the CSRF check looks at them). */
export const sameOriginHeaders = { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' } as const;

export async function signInAsStaff(
  app: RequestableApp,
  db: Database,
  email = `staff-${Math.random().toString(36).slice(2, 8)}@salon.example`,
  /**
   * Without it: staff, or owner when the database has no active owner yet (the first account). With it:
   * exactly that role, or an error (a staff account cannot be made before the salon has an owner).
   */
  role?: StaffRole,
): Promise<{ cookie: string; email: string; headers: Record<string, string> }> {
  const added = await addStaff(db, {
    email,
    password: TEST_STAFF_PASSWORD,
    technician: false,
    ...(role ? { role } : {}),
  });
  // A salon without an active owner makes every new account an owner (decision 100): a test asking for a
  // staff session there would silently run as an owner and prove nothing about the owner guard.
  if (role && added.role !== role) {
    throw new Error(
      `signInAsStaff asked for a ${role} but got an ${added.role}: the test database has no active owner yet, ` +
        'so sign in an owner first.',
    );
  }
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
