/**
 * The retention sweep as the product runs it (decision 190): started by main.ts in every app
 * process, two processes against one PostgreSQL, without an operator; stopped cleanly on SIGTERM.
 * The rows are written 40 days in the past (the servers keep the real clock); the valid ones must stay.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../support/scratch-postgres.ts';
import { freePort, startServer, waitUntilHealthy, type ServerProcess } from '../support/server-process.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('The pg suites need TEST_DATABASE_URL.');

async function counts(client: pg.Client) {
  const { rows } = await client.query<{ hits: number; sessions: number; tokens: number; links: number; keys: number }>(
    `select (select count(*)::int from rate_limit_events) as hits,
            (select count(*)::int from sessions) as sessions,
            (select count(*)::int from password_tokens) as tokens,
            (select count(*)::int from manage_links) as links,
            (select count(*)::int from appointments where idempotency_key is not null) as keys`,
  );
  return rows[0]!;
}

describe('retention in running servers (PostgreSQL)', () => {
  it(
    'two app processes sweep what only traffic made, keep the rest, and stop on SIGTERM',
    { timeout: 240_000 },
    async () => {
      const scratch = await createScratchDatabase(adminUrl, 'salon_retention');
      const servers: ServerProcess[] = [];
      const client = new pg.Client({ connectionString: scratch.url });
      try {
        const first = startServer({ DATABASE_URL: scratch.url }, await freePort());
        servers.push(first);
        await waitUntilHealthy(first); // migrated and seeded
        await client.connect();
        const { rows: staffRows } = await client.query<{ id: string }>('select id from staff limit 1');
        const staffId = staffRows[0]!.id;
        // 300 old hits and one of a minute ago; an expired and a live session; an old and an open password link.
        await client.query(
          `insert into rate_limit_events (bucket, key, occurred_at)
         select 'booking-create', '203.0.113.' || (i % 250), now() - interval '40 days' from generate_series(1, 300) i`,
        );
        await client.query(
          `insert into rate_limit_events (bucket, key, occurred_at) values ('booking-create', 'x', now() - interval '1 minute')`,
        );
        await client.query(
          `insert into sessions (token_hash, staff_id, expires_at, absolute_expires_at) values
           ('dead', $1, now() - interval '10 days', now() + interval '1 day'),
           ('live', $1, now() + interval '1 day', now() + interval '2 days')`,
          [staffId],
        );
        await client.query(
          `insert into password_tokens (token_hash, staff_id, expires_at) values
           ('old', $1, now() - interval '30 days'), ('open', $1, now() + interval '1 day')`,
          [staffId],
        );
        // An appointment 40 days ago with an old idempotency key and a link; one far ahead with a link.
        const { rows: made } = await client.query<{ id: string }>(
          `insert into appointments (customer_name, customer_email, customer_phone, appointment_date, start_time, end_time,
                                   idempotency_key, created_at)
         values ('Old Guest', 'old@example.com', '+66811111111', (now() - interval '40 days')::date, '10:00', '10:30',
                 'old-key-0123456789', now() - interval '40 days'),
                ('Future Guest', 'future@example.com', '+66822222222', (now() + interval '20 days')::date, '10:00', '10:30',
                 null, now())
         returning id`,
        );
        await client.query(`insert into manage_links (token_hash, appointment_id) values ('gone', $1), ('kept', $2)`, [
          made[0]!.id,
          made[1]!.id,
        ]);

        const second = startServer({ DATABASE_URL: scratch.url }, await freePort());
        servers.push(second);
        await waitUntilHealthy(second);

        // The first sweep comes a few seconds after start, in whichever process takes the lock first.
        await expect
          .poll(() => counts(client), { timeout: 60_000, interval: 500 })
          .toEqual({ hits: 1, sessions: 1, tokens: 1, links: 1, keys: 0 });
        const { rows: appointmentsLeft } = await client.query('select count(*)::int as n from appointments');
        expect(appointmentsLeft[0]).toEqual({ n: 2 });

        for (const server of servers) server.child.kill('SIGTERM');
        for (const server of servers) expect(await server.exited, server.output()).toBe(0);
        for (const server of servers) expect(server.output()).not.toContain('retention sweep failed');
      } finally {
        for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
        await client.end().catch(() => {});
        await scratch.drop();
      }
    },
  );
});
