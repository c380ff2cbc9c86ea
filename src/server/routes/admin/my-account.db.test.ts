/**
 * A staff member's own admin language (decision 175) through the real app and a real database:
 * kept with the account, carried by the sign-in answer and the session, changed only by its owner,
 * behind the admin guard and the same-origin check, and only to English or Thai.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { sameOriginHeaders, signInAsStaff, TEST_STAFF_PASSWORD } from '../../../../test/support/sign-in.ts';
import { call, createTestApp, createTestClock } from '../../../../test/support/test-app.ts';
import { useTestDatabase } from '../../../../test/support/test-database.ts';
import { staff } from '../../db/schema.ts';

const testDb = useTestDatabase();
const LANGUAGE = '/api/admin/me/language';

type App = ReturnType<typeof createTestApp>['app'];
let app: App;

beforeEach(async () => {
  await testDb.reset();
  app = createTestApp({ db: testDb.db, clock: createTestClock('2026-11-23T03:00:00Z') }).app;
});

async function sessionOf(cookie: string) {
  const reply = await call(app, 'GET', '/api/auth/session', undefined, { cookie });
  expect(reply.status).toBe(200);
  return (reply.body as { staff: { email: string; language: string } | null }).staff;
}

async function storedLanguage(email: string): Promise<string | undefined> {
  const [row] = await testDb.db.select({ language: staff.adminLanguage }).from(staff).where(eq(staff.email, email));
  return row?.language;
}

describe('the admin language of a staff account', () => {
  it('is English for a new account, in the sign-in answer and the session', async () => {
    const owner = await signInAsStaff(app, testDb.db, 'owner@salon.example', 'owner');
    expect(await sessionOf(owner.cookie)).toMatchObject({ email: owner.email, language: 'en' });
    const again = await call(
      app,
      'POST',
      '/api/auth/sign-in',
      { email: owner.email, password: TEST_STAFF_PASSWORD },
      sameOriginHeaders,
    );
    expect(again.status).toBe(200);
    expect((again.body as { staff: { language: string } }).staff.language).toBe('en');
  });

  it('is changed by the staff member, kept with the account and carried by the next sign-in', async () => {
    await signInAsStaff(app, testDb.db, 'owner@salon.example', 'owner');
    const member = await signInAsStaff(app, testDb.db, 'front.desk@salon.example', 'staff');
    const reply = await call(app, 'PUT', LANGUAGE, { language: 'th' }, member.headers);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ language: 'th' });
    expect(await storedLanguage(member.email)).toBe('th');
    expect(await sessionOf(member.cookie)).toMatchObject({ language: 'th' });

    // A new sign-in (another device, or after signing out) opens in Thai too.
    const signIn = await call(
      app,
      'POST',
      '/api/auth/sign-in',
      { email: member.email, password: TEST_STAFF_PASSWORD },
      sameOriginHeaders,
    );
    expect((signIn.body as { staff: { language: string } }).staff.language).toBe('th');

    const back = await call(app, 'PUT', LANGUAGE, { language: 'en' }, member.headers);
    expect(back.status).toBe(200);
    expect(await storedLanguage(member.email)).toBe('en');
  });

  it("changes only the signed-in member's own account", async () => {
    const owner = await signInAsStaff(app, testDb.db, 'owner@salon.example', 'owner');
    const member = await signInAsStaff(app, testDb.db, 'front.desk@salon.example', 'staff');
    expect((await call(app, 'PUT', LANGUAGE, { language: 'th' }, member.headers)).status).toBe(200);
    expect(await storedLanguage(owner.email)).toBe('en');
    expect(await sessionOf(owner.cookie)).toMatchObject({ language: 'en' });
  });

  it.each([
    ['Russian (a customer language, not an admin one)', { language: 'ru' }],
    ['Chinese', { language: 'zh' }],
    ['an unknown code', { language: 'xx' }],
    ['upper case', { language: 'TH' }],
    ['no language', {}],
    ['a number', { language: 1 }],
  ])('refuses %s with 422 and changes nothing', async (_name, body) => {
    const owner = await signInAsStaff(app, testDb.db, 'owner@salon.example', 'owner');
    const reply = await call(app, 'PUT', LANGUAGE, body, owner.headers);
    expect(reply.status).toBe(422);
    expect((reply.body as { error: { code: string } }).error.code).toBeTruthy();
    expect(await storedLanguage(owner.email)).toBe('en');
  });

  it('needs a session: 401 without a cookie, 403 with an ended one', async () => {
    expect((await call(app, 'PUT', LANGUAGE, { language: 'th' }, { ...sameOriginHeaders })).status).toBe(401);
    const owner = await signInAsStaff(app, testDb.db, 'owner@salon.example', 'owner');
    expect((await call(app, 'POST', '/api/auth/sign-out', undefined, owner.headers)).status).toBe(200);
    expect((await call(app, 'PUT', LANGUAGE, { language: 'th' }, owner.headers)).status).toBe(403);
    expect(await storedLanguage(owner.email)).toBe('en');
  });

  it('refuses a cross-site request (the same-origin check of every staff change)', async () => {
    const owner = await signInAsStaff(app, testDb.db, 'owner@salon.example', 'owner');
    const reply = await call(
      app,
      'PUT',
      LANGUAGE,
      { language: 'th' },
      { cookie: owner.cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(reply.status).toBe(403);
    expect(await storedLanguage(owner.email)).toBe('en');
  });

  it('is kept to en or th by the database as well', async () => {
    await signInAsStaff(app, testDb.db, 'owner@salon.example', 'owner');
    await expect(
      testDb.db
        .update(staff)
        .set({ adminLanguage: 'ru' as 'en' })
        .where(eq(staff.email, 'owner@salon.example')),
    ).rejects.toThrow();
  });
});
