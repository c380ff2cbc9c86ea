/**
 * Retention (decision 190) on the embedded database and, with TEST_DATABASE_URL, PostgreSQL.
 * The clock is shifted, never waited for: each rule's boundary is tested on both sides.
 */
import { count, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { insertTestAppointment, seededTechnicians } from '../../../../test/support/fixtures/appointments.ts';
import { bookingBody, serviceByName } from '../../../../test/support/fixtures/bookings.ts';
import { sameOriginHeaders, signInAsStaff } from '../../../../test/support/sign-in.ts';
import { call, createTestApp } from '../../../../test/support/test-app.ts';
import { useTestDatabase } from '../../../../test/support/test-database.ts';
import { manageLinkUsable } from '../../../domain/manage-booking.ts';
import type { Database } from '../../db/client.ts';
import {
  appointmentEvents,
  appointments,
  manageLinks,
  outbox,
  passwordTokens,
  rateLimitEvents,
  sessions,
  settingsChanges,
} from '../../db/schema.ts';
import { silentLogger } from '../../logger.ts';
import { mintManageLink } from '../manage-booking/manage-links.ts';
import {
  IDEMPOTENCY_KEY_KEPT_MS,
  lastExpiredManageLinkDate,
  PASSWORD_LINK_KEPT_AFTER_EXPIRY_MS,
  retentionPolicy,
  retentionRules,
} from './retention-rules.ts';
import { createRetentionSweeper, sweepRetention } from './retention-sweeper.ts';

const testDb = useTestDatabase();
beforeEach(() => testDb.reset());

const TIME_ZONE = 'Asia/Bangkok';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** 40 days after the test clock's start (2026-11-23T03:00Z): Saturday 2 January 2027, 10:00 in Phuket. */
const LATER = new Date('2027-01-02T03:00:00Z');
const policy = retentionPolicy({ bookingWindowMs: HOUR, timeZone: TIME_ZONE });
const rules = retentionRules(policy);

const ago = (ms: number) => new Date(LATER.getTime() - ms);

async function rowsOf(db: Database, table: typeof rateLimitEvents | typeof sessions | typeof passwordTokens) {
  const [row] = await db.select({ value: count() }).from(table);
  return row?.value ?? 0;
}

async function appointmentOn(db: Database, date: string): Promise<string> {
  return insertTestAppointment(db, { date, start: '11:00' });
}

describe('each retention rule at its boundary', () => {
  it('rate-limit hits: those the longest window can still count stay', async () => {
    const { db } = testDb;
    const keep = policy.rateLimitHitsKeptMs;
    expect(keep).toBe(HOUR);
    await db.insert(rateLimitEvents).values([
      { bucket: 'booking-create', key: '203.0.113.1', occurredAt: ago(keep + 1) },
      { bucket: 'manage-link-ip', key: '203.0.113.2', occurredAt: ago(40 * DAY) },
      { bucket: 'booking-create', key: '203.0.113.3', occurredAt: ago(keep) },
      { bucket: 'sign-in-ip', key: '203.0.113.4', occurredAt: ago(1) },
    ]);
    const outcome = await sweepRetention(db, LATER, rules);
    expect(outcome.removed['rate-limit hits']).toBe(2);
    const left = await db.select({ key: rateLimitEvents.key }).from(rateLimitEvents);
    expect(left.map((row) => row.key).sort()).toEqual(['203.0.113.3', '203.0.113.4']);
  });

  it('the booking limit window sets how long hits stay when it is the longest', () => {
    expect(retentionPolicy({ bookingWindowMs: 6 * HOUR, timeZone: TIME_ZONE }).rateLimitHitsKeptMs).toBe(6 * HOUR);
    // Never shorter than the 15-minute sign-in and manage-link windows.
    expect(retentionPolicy({ bookingWindowMs: 60_000, timeZone: TIME_ZONE }).rateLimitHitsKeptMs).toBe(15 * 60_000);
  });

  it('staff sessions: idle-expired and absolutely expired go, live ones stay', async () => {
    const { db } = testDb;
    const [member] = await seededTechnicians(db);
    const session = (tokenHash: string, expiresAt: Date, absoluteExpiresAt: Date) => ({
      tokenHash,
      staffId: member!.id,
      expiresAt,
      absoluteExpiresAt,
    });
    await db
      .insert(sessions)
      .values([
        session('idle-expired', ago(0), ago(-DAY)),
        session('absolute-expired', ago(-DAY), ago(0)),
        session('long-dead', ago(39 * DAY), ago(-DAY)),
        session('live', ago(-1), ago(-1)),
      ]);
    const outcome = await sweepRetention(db, LATER, rules);
    expect(outcome.removed['expired staff sessions']).toBe(3);
    expect(await db.select({ tokenHash: sessions.tokenHash }).from(sessions)).toEqual([{ tokenHash: 'live' }]);
  });

  it('set-password links: kept a week after expiry (used ones expire too), then gone', async () => {
    const { db } = testDb;
    const [member] = await seededTechnicians(db);
    const kept = PASSWORD_LINK_KEPT_AFTER_EXPIRY_MS;
    await db.insert(passwordTokens).values([
      { tokenHash: 'used-long-ago', staffId: member!.id, expiresAt: ago(kept + 1), usedAt: ago(kept + DAY) },
      { tokenHash: 'expired-long-ago', staffId: member!.id, expiresAt: ago(30 * DAY) },
      { tokenHash: 'expired-a-week-ago', staffId: member!.id, expiresAt: ago(kept) },
      { tokenHash: 'used-yesterday', staffId: member!.id, expiresAt: ago(-HOUR), usedAt: ago(DAY) },
      { tokenHash: 'open', staffId: member!.id, expiresAt: ago(-2 * DAY) },
    ]);
    const outcome = await sweepRetention(db, LATER, rules);
    expect(outcome.removed['used or expired set-password links']).toBe(2);
    const left = await db.select({ tokenHash: passwordTokens.tokenHash }).from(passwordTokens);
    expect(left.map((row) => row.tokenHash).sort()).toEqual(['expired-a-week-ago', 'open', 'used-yesterday']);
  });

  it('manage links: revoked and expired go, every link the manage page still opens stays', async () => {
    const { db } = testDb;
    const lastExpired = lastExpiredManageLinkDate(LATER, TIME_ZONE);
    expect(lastExpired).toBe('2026-12-02');
    expect(manageLinkUsable('2026-12-02', LATER, TIME_ZONE)).toBe(false);
    expect(manageLinkUsable('2026-12-03', LATER, TIME_ZONE)).toBe(true);

    const expired = await appointmentOn(db, '2026-12-02');
    const stillOpen = await appointmentOn(db, '2026-12-03');
    const future = await appointmentOn(db, '2027-01-05');
    const links = async (appointmentId: string, n: number) => {
      const hashes: string[] = [];
      for (let i = 0; i < n; i += 1) {
        await mintManageLink(db, { appointmentId, outboxId: null, now: ago(35 * DAY) });
        const [row] = await db
          .select({ tokenHash: manageLinks.tokenHash })
          .from(manageLinks)
          .where(eq(manageLinks.appointmentId, appointmentId))
          .orderBy(sql`created_at desc, token_hash`)
          .limit(1);
        hashes.push(row!.tokenHash);
      }
      return hashes;
    };
    await links(expired, 2);
    await links(stillOpen, 1);
    await links(future, 3);
    // Staff sent a new link for the future appointment: the two before it were revoked.
    const [newest] = await db
      .select({ tokenHash: manageLinks.tokenHash })
      .from(manageLinks)
      .where(eq(manageLinks.appointmentId, future))
      .limit(1);
    await db
      .update(manageLinks)
      .set({ revokedAt: ago(DAY) })
      .where(sql`${manageLinks.appointmentId} = ${future} and ${manageLinks.tokenHash} <> ${newest!.tokenHash}`);

    const outcome = await sweepRetention(db, LATER, rules);
    expect(outcome.removed['revoked or expired manage links']).toBe(4);
    const left = await db
      .select({ appointmentId: manageLinks.appointmentId, revokedAt: manageLinks.revokedAt })
      .from(manageLinks);
    expect(left.map((row) => row.appointmentId).sort()).toEqual([stillOpen, future].sort());
    expect(left.every((row) => row.revokedAt === null)).toBe(true);
    // The appointments themselves stay.
    const [kept] = await db.select({ value: count() }).from(appointments);
    expect(kept?.value).toBe(3);
  });

  it('idempotency keys: cleared a week after the booking, the appointment untouched', async () => {
    const { db } = testDb;
    const old = await appointmentOn(db, '2026-11-25');
    const recent = await appointmentOn(db, '2026-12-28');
    await db
      .update(appointments)
      .set({ idempotencyKey: 'old-key-0123456789', createdAt: ago(IDEMPOTENCY_KEY_KEPT_MS + 1) })
      .where(eq(appointments.id, old));
    await db
      .update(appointments)
      .set({ idempotencyKey: 'recent-key-0123456789', createdAt: ago(IDEMPOTENCY_KEY_KEPT_MS) })
      .where(eq(appointments.id, recent));
    const before = await db.select().from(appointments).where(eq(appointments.id, old));

    const outcome = await sweepRetention(db, LATER, rules);
    expect(outcome.removed['booking idempotency keys']).toBe(1);
    const after = await db.select().from(appointments).where(eq(appointments.id, old));
    expect(after).toEqual([{ ...before[0], idempotencyKey: null }]);
    const [recentRow] = await db.select().from(appointments).where(eq(appointments.id, recent));
    expect(recentRow?.idempotencyKey).toBe('recent-key-0123456789');
  });
});

describe('a salon used for a day, then the clock moves on 40 days', () => {
  it('forgets the traffic and keeps the business: appointments, audit, outbox, a valid link', async () => {
    const { db } = testDb;
    const { app, clock } = createTestApp({ db: testDb.db });
    const manicure = await serviceByName(db, 'Classic Manicure');
    // Bookings with idempotency keys (each attempt is a rate-limit hit) …
    for (const [index, time] of ['11:00', '12:00', '13:00'].entries()) {
      const body = bookingBody([manicure.id], { time, idempotencyKey: `retention-test-key-${index}` });
      const response = await call(app, 'POST', '/api/bookings', body, { 'x-forwarded-for': '198.51.100.7' });
      expect(response.status).toBe(201);
    }
    // … probes with unknown manage links, failed and successful sign-ins.
    for (let i = 0; i < 5; i += 1) {
      expect((await call(app, 'GET', `/api/manage/booking?token=${'A'.repeat(43)}`)).status).toBe(404);
    }
    const wrong = { email: 'nobody@salon.example', password: 'wrong password 1' };
    expect((await call(app, 'POST', '/api/auth/sign-in', wrong, { ...sameOriginHeaders })).status).toBe(401);
    await signInAsStaff(app, db);
    // A manage link of a booking far ahead, minted today: still valid in 40 days.
    const farAhead = await appointmentOn(db, '2027-01-20');
    await mintManageLink(db, { appointmentId: farAhead, outboxId: null, now: clock() });
    const audit = async () => ({
      appointments: (await db.select({ value: count() }).from(appointments))[0]?.value,
      events: (await db.select({ value: count() }).from(appointmentEvents))[0]?.value,
      settings: (await db.select({ value: count() }).from(settingsChanges))[0]?.value,
      outbox: (await db.select({ value: count() }).from(outbox))[0]?.value,
    });
    const business = await audit();
    expect(await rowsOf(db, rateLimitEvents)).toBeGreaterThanOrEqual(8);
    expect(await rowsOf(db, sessions)).toBe(1);

    clock.advance(40 * DAY);
    const outcome = await sweepRetention(db, clock(), rules);
    expect(outcome).toMatchObject({ skipped: false, more: false });
    expect(await rowsOf(db, rateLimitEvents)).toBe(0);
    expect(await rowsOf(db, sessions)).toBe(0);
    const keys = await db.select({ key: appointments.idempotencyKey }).from(appointments);
    expect(keys.every((row) => row.key === null)).toBe(true);
    const links = await db.select({ appointmentId: manageLinks.appointmentId }).from(manageLinks);
    expect(links).toEqual([{ appointmentId: farAhead }]);
    expect(await audit()).toEqual(business);
  });
});

describe('the sweep is bounded and safe to run twice at once', () => {
  async function oldHits(db: Database, n: number) {
    await db
      .insert(rateLimitEvents)
      .values(
        Array.from({ length: n }, (_, i) => ({ bucket: 'booking-create', key: `10.0.0.${i}`, occurredAt: ago(DAY) })),
      );
  }

  it('removes at most batchSize × maxBatchesPerRule rows of a rule per sweep, and says more are waiting', async () => {
    const { db } = testDb;
    await oldHits(db, 10);
    const limits = { batchSize: 3, maxBatchesPerRule: 2 };
    expect(await sweepRetention(db, LATER, rules, limits)).toMatchObject({
      removed: { 'rate-limit hits': 6 },
      more: true,
    });
    expect(await rowsOf(db, rateLimitEvents)).toBe(4);
    expect(await sweepRetention(db, LATER, rules, limits)).toMatchObject({
      removed: { 'rate-limit hits': 4 },
      more: false,
    });
    expect(await rowsOf(db, rateLimitEvents)).toBe(0);
  });

  it('two sweeps at once (two processes) remove each row once and leave nothing behind', async () => {
    const { db } = testDb;
    await oldHits(db, 40);
    const limits = { batchSize: 5, maxBatchesPerRule: 100 };
    const outcomes = await Promise.all([
      sweepRetention(db, LATER, rules, limits),
      sweepRetention(db, LATER, rules, limits),
    ]);
    const removed = outcomes.reduce((sum, outcome) => sum + (outcome.removed['rate-limit hits'] ?? 0), 0);
    expect(removed).toBe(40);
    expect(await rowsOf(db, rateLimitEvents)).toBe(0);
  });

  it('another holder of the sweep lock makes this process skip its sweep', async () => {
    if (testDb.handle.engine !== 'postgres') return; // one connection: nothing else can hold the lock
    const { db } = testDb;
    await oldHits(db, 3);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let holding: () => void = () => {};
    const locked = new Promise<void>((resolve) => (holding = resolve));
    const holder = db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(7246010, 0)`);
      holding();
      await held;
    });
    await locked;
    expect(await sweepRetention(db, LATER, rules)).toMatchObject({ skipped: true });
    expect(await rowsOf(db, rateLimitEvents)).toBe(3);
    release();
    await holder;
    expect(await sweepRetention(db, LATER, rules)).toMatchObject({ skipped: false });
    expect(await rowsOf(db, rateLimitEvents)).toBe(0);
  });
});

describe('the sweeper', () => {
  it('sweeps on its own once started, and not after it was stopped', async () => {
    const { db } = testDb;
    let now = LATER;
    const sweeper = createRetentionSweeper({
      db,
      rules,
      clock: () => now,
      logger: silentLogger,
      firstDelayMs: 0,
      intervalMs: 60 * 60_000,
    });
    await db.insert(rateLimitEvents).values({ bucket: 'booking-create', key: 'a', occurredAt: ago(DAY) });
    sweeper.start();
    await expect.poll(() => rowsOf(db, rateLimitEvents), { timeout: 20_000 }).toBe(0);
    await sweeper.stop();
    now = new Date(LATER.getTime() + DAY);
    await db.insert(rateLimitEvents).values({ bucket: 'booking-create', key: 'b', occurredAt: ago(DAY) });
    // Stopped: its timer is gone, so nothing removes the row however long we wait; one event-loop turn shows it.
    await new Promise((resolve) => setImmediate(resolve));
    expect(await rowsOf(db, rateLimitEvents)).toBe(1);
  });
});
