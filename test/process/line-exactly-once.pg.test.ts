/**
 * LINE's exactly-once promise as the product runs it: real server processes (src/server/main.ts) on one
 * PostgreSQL, each with its outbox worker, pushing to a fake LINE Messaging API that answers 409 to a
 * retry key it already accepted, as LINE does.
 *
 * - Two processes polling the same outbox push each message once: the claim's lease keeps them apart.
 * - A process killed with SIGKILL after LINE accepted its push but before it recorded the answer leaves the
 *   row claimed; once its lease has run out (moved forward here rather than waited for: ten minutes) the
 *   next process pushes again with the same retry key, LINE answers 409, and the row is recorded as sent:
 *   the customer got one message.
 */
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-postgres.ts';
import { freePort, startServer, waitUntilHealthy, type ServerProcess } from '../support/server-process.ts';
import { addDays } from '../../src/domain/calendar.ts';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client.ts';
import { appointments, customers, lineLinks, outbox, staff } from '../../src/server/db/schema.ts';
import { startFakeLineServer, type FakeLineServer } from '../../src/server/integrations/testing/fake-line-server.ts';
import { enqueueConfirmationEmail } from '../../src/server/mail/outbox.ts';
import { insertTestAppointment, mailContext } from '../../src/server/mail/testing/mail-fixtures.ts';
import { connectLine } from '../../src/server/services/messaging/line-channel.ts';
import { NO_MESSAGING } from '../../src/server/services/messaging/messaging-config.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('The pg suites need TEST_DATABASE_URL.');

const secretKey = randomBytes(32);
let scratch: ScratchDatabase;
let handle: DatabaseHandle;
let line: FakeLineServer;
const servers: ServerProcess[] = [];

function serverEnv(): Record<string, string> {
  return {
    DATABASE_URL: scratch.url,
    MESSAGING_SECRET_KEY: secretKey.toString('base64'),
    LINE_API_BASE: line.url,
  };
}

async function started(): Promise<ServerProcess> {
  const server = startServer(serverEnv(), await freePort());
  servers.push(server);
  await waitUntilHealthy(server);
  return server;
}

/** `count` confirmed bookings of customers who linked LINE, each with its confirmation waiting in the outbox. */
async function linkedConfirmations(count: number): Promise<number[]> {
  const { db } = handle;
  const date = addDays(new Date().toISOString().slice(0, 10), 10);
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const appointmentId = await insertTestAppointment(db, { date, start: '11:00', serviceCount: 1 });
    const [customer] = await db
      .insert(customers)
      .values({ name: `Linked ${index}`, emailKey: `linked-${appointmentId}@example.com` })
      .returning({ id: customers.id });
    await db.insert(lineLinks).values({ customerId: customer!.id, lineUserId: `Uonce${index}` });
    ids.push(
      await db.transaction(async (tx) => {
        await tx
          .update(appointments)
          .set({ customerId: customer!.id, status: 'confirmed' })
          .where(eq(appointments.id, appointmentId));
        return enqueueConfirmationEmail(tx, appointmentId, mailContext(new Date()));
      }),
    );
  }
  return ids;
}

async function statuses(ids: readonly number[]): Promise<string[]> {
  const rows = await handle.db.select({ status: outbox.status }).from(outbox).where(inArray(outbox.id, ids));
  return rows.map((row) => row.status);
}

beforeAll(async () => {
  scratch = await createScratchDatabase(adminUrl, 'salon_line_once');
  line = await startFakeLineServer();
  // The first process migrates and seeds the database; the test then connects LINE as the owner would.
  await started();
  handle = await openDatabase({ databaseUrl: scratch.url, poolSize: 2 });
  const [owner] = await handle.db.select({ id: staff.id }).from(staff).limit(1);
  await connectLine({
    db: handle.db,
    config: { ...NO_MESSAGING, lineApiBase: line.url, secretKey },
    credentials: {
      channelId: line.channel.channelId,
      channelSecret: line.channel.channelSecret,
      accessToken: line.channel.accessToken,
    },
    staffId: owner!.id,
    now: new Date(),
  });
}, 180_000);

afterAll(async () => {
  for (const server of servers) server.child.kill('SIGKILL');
  await Promise.all(servers.map((server) => server.exited));
  await handle?.close();
  await line?.close();
  await scratch?.drop();
});

describe('LINE exactly once across processes (PostgreSQL)', () => {
  it('two processes polling one outbox push each message once', { timeout: 240_000 }, async () => {
    await started(); // a second process beside the first
    const ids = await linkedConfirmations(12);
    await expect.poll(() => statuses(ids), { timeout: 120_000, interval: 500 }).toEqual(ids.map(() => 'sent'));
    const keys = line.pushes.map((push) => push.retryKey);
    expect(line.pushes).toHaveLength(12);
    expect(new Set(keys).size).toBe(12);
    expect(new Set(line.pushes.map((push) => push.to))).toEqual(new Set(ids.map((_, index) => `Uonce${index}`)));
  });

  it(
    'a process killed after LINE accepted its push: the next one sends nothing twice',
    { timeout: 240_000 },
    async () => {
      for (const server of servers.splice(0)) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
      const accepted = line.pushes.length;
      // LINE accepts the push and holds its answer: the process dies in the middle of the send.
      line.pushDelayMs = 60_000;
      const doomed = await started();
      const [id] = await linkedConfirmations(1);
      await expect.poll(() => line.pushes.length, { timeout: 60_000, interval: 200 }).toBe(accepted + 1);
      doomed.child.kill('SIGKILL');
      expect(await doomed.exited).toBe('SIGKILL');
      servers.splice(servers.indexOf(doomed), 1);
      expect(await statuses([id!])).toEqual(['pending']);

      // Its lease runs out (ten minutes, moved forward here); a new process takes the row again.
      line.pushDelayMs = 0;
      await handle.db.update(outbox).set({ nextAttemptAt: new Date() }).where(eq(outbox.id, id!));
      const requestsBefore = line.pushRequests;
      await started();
      await expect.poll(() => statuses([id!]), { timeout: 60_000, interval: 300 }).toEqual(['sent']);
      // Pushed again with the same retry key and answered 409: still one message on the customer's phone.
      expect(line.pushRequests).toBeGreaterThan(requestsBefore);
      expect(line.pushes).toHaveLength(accepted + 1);
    },
  );
});
