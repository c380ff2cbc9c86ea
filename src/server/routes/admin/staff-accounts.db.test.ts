/**
 * The owner's staff accounts, the set-password link and the settings history
 * through the real app and a real database.
 */
import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { sameOriginHeaders, signInAsStaff, TEST_STAFF_PASSWORD } from '../../../../test/support/sign-in.ts';
import { call, createTestApp, createTestClock, type TestClock } from '../../../../test/support/test-app.ts';
import { useTestDatabase } from '../../../../test/support/test-database.ts';
import { passwordTokens, sessions, settingsChanges, staff } from '../../db/schema.ts';
import { hashPasswordLinkToken, PASSWORD_LINK_VALIDITY_MS } from '../../services/staff/password-links.ts';
import { fieldTexts } from '../../../../test/support/refusal-fields.ts';

/** One field's sentence in a refusal: its catalogue key, its values and its English text. */
type FieldSentence = { key: string; params: Record<string, string | number>; message: string };

const STALE_ACCOUNT_MESSAGE =
  'Someone else changed this account since you opened the page. Reload the page to see the latest, then try again.';
const LAST_OWNER_MESSAGE =
  'This is the last active owner. Make another account an owner first, so someone can still run the salon.';
const LINK_UNKNOWN_MESSAGE =
  'This link is not valid. Check that you copied the whole link, or ask the salon owner for a new one.';
const LINK_EXPIRED_MESSAGE = 'This link has expired. Ask the salon owner for a new one.';
const LINK_USED_MESSAGE =
  'This link has already been used. Sign in with your password, or ask the salon owner for a new link.';

const testDb = useTestDatabase();
const ACCOUNTS = '/api/admin/settings/accounts';
const HOUR = 60 * 60 * 1000;

type App = ReturnType<typeof createTestApp>['app'];
interface Account {
  id: string;
  email: string;
  role: 'owner' | 'staff';
  isTechnician: boolean;
  active: boolean;
  canSignIn: boolean;
  linkPending: boolean;
  version: string;
}
interface AccountReply {
  account: Account;
  link: { path: string; expiresAt: string } | null;
}

let app: App;
let clock: TestClock;
let owner: Awaited<ReturnType<typeof signInAsStaff>>;

beforeEach(async () => {
  await testDb.reset();
  clock = createTestClock('2026-11-23T03:00:00Z');
  app = createTestApp({ db: testDb.db, clock }).app;
  owner = await signInAsStaff(app, testDb.db, 'owner@salon.example', 'owner');
});

async function listAccounts(headers = owner.headers): Promise<Account[]> {
  const reply = await call(app, 'GET', ACCOUNTS, undefined, headers);
  expect(reply.status).toBe(200);
  return (reply.body as { accounts: Account[] }).accounts;
}

async function accountOf(email: string): Promise<Account> {
  const found = (await listAccounts()).find((account) => account.email === email);
  if (!found) throw new Error(`no account ${email}`);
  return found;
}

async function addAccount(body: Record<string, unknown>, headers = owner.headers) {
  return call(app, 'POST', ACCOUNTS, body, headers);
}

const tokenOf = (reply: { body: unknown }) =>
  new URLSearchParams(((reply.body as AccountReply).link?.path ?? '').split('?')[1]).get('token') ?? '';

async function tableCounts() {
  const [staffRows] = await testDb.db.select({ value: count() }).from(staff);
  const [changes] = await testDb.db.select({ value: count() }).from(settingsChanges);
  const [tokens] = await testDb.db.select({ value: count() }).from(passwordTokens);
  return { staff: staffRows?.value, changes: changes?.value, tokens: tokens?.value };
}

function signIn(email: string, password: string) {
  return call(app, 'POST', '/api/auth/sign-in', { email, password }, sameOriginHeaders);
}

describe('who may use the accounts routes', () => {
  it('answers 401 without a session, 403 to staff, and refuses a cross-site write', async () => {
    expect((await call(app, 'GET', ACCOUNTS)).status).toBe(401);
    const reception = await signInAsStaff(app, testDb.db, 'reception@salon.example', 'staff');
    const before = await tableCounts();
    const body = { email: 'x@salon.example', role: 'owner', technician: false, credential: 'link' };
    expect((await call(app, 'GET', ACCOUNTS, undefined, reception.headers)).status).toBe(403);
    expect((await addAccount(body, reception.headers)).status).toBe(403);
    const crossSite = await addAccount(body, {
      cookie: owner.cookie,
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.status).toBe(403);
    expect(await tableCounts()).toEqual(before);
  });
});

describe('adding an account', () => {
  it('with a password: listed with role and technician flag, can sign in, recorded without the password', async () => {
    const reply = await addAccount({
      email: ' Fah@Salon.example ',
      role: 'staff',
      technician: true,
      credential: 'password',
      password: 'fah-first-password',
    });
    expect(reply.status).toBe(201);
    const { account, link } = reply.body as AccountReply;
    expect(link).toBeNull();
    expect(account).toMatchObject({
      email: 'fah@salon.example',
      role: 'staff',
      isTechnician: true,
      active: true,
      canSignIn: true,
    });
    expect((await signIn('fah@salon.example', 'fah-first-password')).status).toBe(200);
    const changes = await testDb.db.select().from(settingsChanges).where(eq(settingsChanges.area, 'accounts'));
    const change = changes.find((row) => row.summary.includes('fah@'));
    expect(change?.summary).toBe('Added fah@salon.example as staff technician.');
    expect(change?.staffId).not.toBeNull();
    expect(JSON.stringify(changes)).not.toContain('fah-first-password');
  });

  it('with a link: cannot sign in until the link is used; only the hash of the token is stored', async () => {
    const reply = await addAccount({
      email: 'mai@salon.example',
      role: 'staff',
      technician: false,
      credential: 'link',
    });
    expect(reply.status).toBe(201);
    const { account, link } = reply.body as AccountReply;
    expect(account).toMatchObject({ canSignIn: false, linkPending: true });
    expect(link?.path).toMatch(/^\/set-password\?token=[A-Za-z0-9_-]{43}$/);
    expect(new Date(link?.expiresAt ?? 0).getTime()).toBe(clock().getTime() + PASSWORD_LINK_VALIDITY_MS);
    const token = tokenOf(reply);
    const [stored] = await testDb.db.select().from(passwordTokens);
    expect(stored?.tokenHash).toBe(hashPasswordLinkToken(token));
    expect(JSON.stringify(await testDb.db.select().from(settingsChanges))).not.toContain(token);
  });

  it('refuses bad input with a message per field and writes nothing', async () => {
    const before = await tableCounts();
    const reply = await addAccount({ email: 'not-an-email', role: 'boss', technician: 'yes', credential: 'password' });
    expect(reply.status).toBe(422);
    const fields = (reply.body as { error: { fields: Record<string, FieldSentence> } }).error.fields;
    expect(fieldTexts(fields)).toMatchObject({
      email: 'Enter the e-mail address they will sign in with.',
      role: 'Choose owner or staff.',
      technician: 'Say whether they are a technician.',
    });
    const short = await addAccount({
      email: 'a@salon.example',
      role: 'staff',
      technician: false,
      credential: 'password',
      password: 'short',
    });
    expect(short.status).toBe(422);
    expect((short.body as { error: { fields: Record<string, FieldSentence> } }).error.fields.password?.message).toBe(
      'The password must be at least 10 characters long.',
    );
    const taken = await addAccount({
      email: 'OWNER@salon.example',
      role: 'staff',
      technician: false,
      credential: 'link',
    });
    expect(taken.status).toBe(409);
    expect(await tableCounts()).toEqual(before);
  });
});

describe('bad changes', () => {
  it('answer 4xx with a message per field, an unknown account 404, and write nothing', async () => {
    const me = await accountOf('owner@salon.example');
    const before = await tableCounts();
    const role = await call(
      app,
      'PATCH',
      `${ACCOUNTS}/${me.id}/role`,
      { version: 'yesterday', role: 'boss' },
      owner.headers,
    );
    expect(role.status).toBe(422);
    expect(fieldTexts((role.body as { error: { fields: Record<string, FieldSentence> } }).error.fields)).toEqual({
      version: 'Reload the page: this account changed since you opened it.',
      role: 'Choose owner or staff.',
    });
    const active = await call(
      app,
      'PATCH',
      `${ACCOUNTS}/${me.id}/active`,
      { version: me.version, active: 'no' },
      owner.headers,
    );
    expect(active.status).toBe(422);
    const reset = await call(
      app,
      'POST',
      `${ACCOUNTS}/${me.id}/password`,
      { version: me.version, credential: 'password', password: 'x'.repeat(201) },
      owner.headers,
    );
    expect(reset.status).toBe(422);
    expect((reset.body as { error: { fields: Record<string, FieldSentence> } }).error.fields.password?.message).toBe(
      'The password must be at most 200 characters long.',
    );
    const unknown = await call(
      app,
      'PATCH',
      `${ACCOUNTS}/00000000-0000-4000-8000-000000000001/role`,
      { version: me.version, role: 'staff' },
      owner.headers,
    );
    expect(unknown.status).toBe(404);
    expect(
      (await call(app, 'PATCH', `${ACCOUNTS}/not-a-uuid/role`, { version: me.version, role: 'staff' }, owner.headers))
        .status,
    ).toBe(404);
    expect(await tableCounts()).toEqual(before);
    expect(await accountOf('owner@salon.example')).toEqual(me);
  });
});

describe('roles and the last owner', () => {
  it('changes a role with the version seen, and refuses a stale version with 409', async () => {
    await signInAsStaff(app, testDb.db, 'reception@salon.example', 'staff');
    const reception = await accountOf('reception@salon.example');
    const promote = await call(
      app,
      'PATCH',
      `${ACCOUNTS}/${reception.id}/role`,
      { version: reception.version, role: 'owner' },
      owner.headers,
    );
    expect(promote.status).toBe(200);
    expect((promote.body as AccountReply).account.role).toBe('owner');
    const stale = await call(
      app,
      'PATCH',
      `${ACCOUNTS}/${reception.id}/role`,
      { version: reception.version, role: 'staff' },
      owner.headers,
    );
    expect(stale.status).toBe(409);
    expect((stale.body as { error: { message: string } }).error.message).toBe(STALE_ACCOUNT_MESSAGE);
    expect((await accountOf('reception@salon.example')).role).toBe('owner');
  });

  it('never demotes or deactivates the last active owner', async () => {
    const me = await accountOf('owner@salon.example');
    const demote = await call(
      app,
      'PATCH',
      `${ACCOUNTS}/${me.id}/role`,
      { version: me.version, role: 'staff' },
      owner.headers,
    );
    expect(demote.status).toBe(409);
    expect((demote.body as { error: { message: string } }).error.message).toBe(LAST_OWNER_MESSAGE);
    const deactivate = await call(
      app,
      'PATCH',
      `${ACCOUNTS}/${me.id}/active`,
      { version: me.version, active: false },
      owner.headers,
    );
    expect(deactivate.status).toBe(409);
    expect(await accountOf('owner@salon.example')).toMatchObject({ role: 'owner', active: true });
  });

  it('two owners demoting each other at the same moment leave exactly one owner', async () => {
    const second = await signInAsStaff(app, testDb.db, 'second@salon.example', 'owner');
    const first = await accountOf('owner@salon.example');
    const other = await accountOf('second@salon.example');
    const replies = await Promise.all([
      call(app, 'PATCH', `${ACCOUNTS}/${other.id}/role`, { version: other.version, role: 'staff' }, owner.headers),
      call(app, 'PATCH', `${ACCOUNTS}/${first.id}/role`, { version: first.version, role: 'staff' }, second.headers),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409].sort());
    const owners = (await testDb.db.select().from(staff)).filter((row) => row.role === 'owner' && row.active);
    expect(owners).toHaveLength(1);
  });
});

describe('deactivating and reactivating', () => {
  it('ends their sessions at once, refuses sign-in, and lets them back in with the same password', async () => {
    const reception = await signInAsStaff(app, testDb.db, 'reception@salon.example', 'staff');
    const account = await accountOf('reception@salon.example');
    const off = await call(
      app,
      'PATCH',
      `${ACCOUNTS}/${account.id}/active`,
      { version: account.version, active: false },
      owner.headers,
    );
    expect(off.status).toBe(200);
    expect((await call(app, 'GET', '/api/admin/appointments', undefined, reception.headers)).status).toBe(403);
    expect(await testDb.db.select().from(sessions).where(eq(sessions.staffId, account.id))).toHaveLength(0);
    expect((await signIn('reception@salon.example', TEST_STAFF_PASSWORD)).status).toBe(401);
    const on = await call(
      app,
      'PATCH',
      `${ACCOUNTS}/${account.id}/active`,
      { version: (off.body as AccountReply).account.version, active: true },
      owner.headers,
    );
    expect(on.status).toBe(200);
    expect((await signIn('reception@salon.example', TEST_STAFF_PASSWORD)).status).toBe(200);
    const summaries = (await testDb.db.select().from(settingsChanges)).map((change) => change.summary);
    expect(summaries).toContain('Deactivated reception@salon.example; their sessions ended and they cannot sign in.');
  });
});

describe('the set-password link', () => {
  async function linkFor(email: string) {
    const reply = await addAccount({ email, role: 'staff', technician: false, credential: 'link' });
    return tokenOf(reply);
  }
  const setPassword = (token: string, password: string) =>
    call(app, 'POST', '/api/auth/set-password', { token, password }, sameOriginHeaders);

  it('reading it never uses it up; setting the password works once and the new password signs in', async () => {
    const token = await linkFor('mai@salon.example');
    for (let i = 0; i < 3; i += 1) {
      const opened = await call(app, 'GET', `/api/auth/password-link?token=${token}`);
      expect(opened.status).toBe(200);
      expect(opened.body).toMatchObject({ email: 'mai@salon.example' });
    }
    const done = await setPassword(token, 'mai-chosen-password');
    expect(done.status).toBe(200);
    expect((await signIn('mai@salon.example', 'mai-chosen-password')).status).toBe(200);
    const again = await setPassword(token, 'another-password-1');
    expect(again.status).toBe(410);
    expect((again.body as { error: { message: string } }).error.message).toBe(LINK_USED_MESSAGE);
    expect((await signIn('mai@salon.example', 'mai-chosen-password')).status).toBe(200);
  });

  it('expires after 72 hours with a clear message, and an unknown token is named as such', async () => {
    const token = await linkFor('mai@salon.example');
    clock.advance(72 * HOUR);
    const expired = await setPassword(token, 'mai-chosen-password');
    expect(expired.status).toBe(410);
    expect((expired.body as { error: { message: string } }).error.message).toBe(LINK_EXPIRED_MESSAGE);
    expect((await call(app, 'GET', `/api/auth/password-link?token=${token}`)).status).toBe(410);
    const unknown = await setPassword('A'.repeat(43), 'mai-chosen-password');
    expect(unknown.status).toBe(404);
    expect((unknown.body as { error: { message: string } }).error.message).toBe(LINK_UNKNOWN_MESSAGE);
    const [row] = await testDb.db.select().from(staff).where(eq(staff.email, 'mai@salon.example'));
    expect(row?.passwordHash).toBeNull();
  });

  it('refuses a short password and a cross-site post, and changes nothing', async () => {
    const token = await linkFor('mai@salon.example');
    const short = await setPassword(token, 'short');
    expect(short.status).toBe(422);
    expect((short.body as { error: { fields: Record<string, FieldSentence> } }).error.fields.password?.message).toBe(
      'The password must be at least 10 characters long.',
    );
    const crossSite = await call(
      app,
      'POST',
      '/api/auth/set-password',
      { token, password: 'mai-chosen-password' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(crossSite.status).toBe(403);
    const [stored] = await testDb.db.select().from(passwordTokens);
    expect(stored?.usedAt).toBeNull();
  });

  it('two submissions of one link at once: exactly one succeeds', async () => {
    const token = await linkFor('mai@salon.example');
    const replies = await Promise.all([
      setPassword(token, 'first-password-123'),
      setPassword(token, 'second-password-456'),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 410]);
  });

  it('a reset with a new link voids the old link and the old password, and ends their sessions', async () => {
    const reception = await signInAsStaff(app, testDb.db, 'reception@salon.example', 'staff');
    const account = await accountOf('reception@salon.example');
    const reset = await call(
      app,
      'POST',
      `${ACCOUNTS}/${account.id}/password`,
      { version: account.version, credential: 'link' },
      owner.headers,
    );
    expect(reset.status).toBe(200);
    expect((await call(app, 'GET', '/api/admin/appointments', undefined, reception.headers)).status).toBe(403);
    expect((await signIn('reception@salon.example', TEST_STAFF_PASSWORD)).status).toBe(401);
    const fresh = (reset.body as AccountReply).account;
    const second = await call(
      app,
      'POST',
      `${ACCOUNTS}/${account.id}/password`,
      { version: fresh.version, credential: 'link' },
      owner.headers,
    );
    expect((await setPassword(tokenOf(reset), 'reception-new-pass')).status).toBe(404);
    expect((await setPassword(tokenOf(second), 'reception-new-pass')).status).toBe(200);
    expect((await signIn('reception@salon.example', 'reception-new-pass')).status).toBe(200);
  });

  it('counts failed look-ups per address and answers 429 past twenty', async () => {
    for (let i = 0; i < 20; i += 1) {
      expect((await call(app, 'GET', `/api/auth/password-link?token=${'B'.repeat(43)}`)).status).toBe(404);
    }
    expect((await call(app, 'GET', `/api/auth/password-link?token=${'B'.repeat(43)}`)).status).toBe(429);
  });
});

describe('the settings history', () => {
  it('lists changes newest first, by area, in bounded pages, with who made them', async () => {
    for (const email of ['a@salon.example', 'b@salon.example', 'c@salon.example']) {
      await addAccount({ email, role: 'staff', technician: false, credential: 'link' });
    }
    const reply = await call(
      app,
      'GET',
      '/api/admin/settings/history?area=accounts&pageSize=2',
      undefined,
      owner.headers,
    );
    expect(reply.status).toBe(200);
    const page = reply.body as { entries: { summary: string; by: string | null }[]; total: number };
    expect(page.total).toBe(4); // the three, and the owner's own account added before them
    expect(page.entries.map((entry) => entry.summary)).toEqual([
      'Added c@salon.example as staff, with a set-password link.',
      'Added b@salon.example as staff, with a set-password link.',
    ]);
    expect(page.entries[0]?.by).toBe('owner@salon.example');
    const other = await call(app, 'GET', '/api/admin/settings/history?area=menu', undefined, owner.headers);
    expect((other.body as { total: number }).total).toBe(0);
    for (const query of ['pageSize=101', 'pageSize=0', 'page=-1', 'area=everything', 'page=1e3']) {
      const bad = await call(app, 'GET', `/api/admin/settings/history?${query}`, undefined, owner.headers);
      expect(bad.status, query).toBe(422);
    }
  });
});
