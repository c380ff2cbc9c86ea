/**
 * Migration 0002 on a database that already has mail in its outbox (as an
 * install from before it would): every existing row gets its own
 * random Message-ID UUID, on the embedded database and on PostgreSQL
 * (TEST_DATABASE_URL), and the worker then sends it under that id.
 */
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, expect, it } from 'vitest';
import { createScratchDatabase } from '../../../test/support/scratch-postgres.ts';
import { MIGRATIONS_FOLDER } from '../db/client.ts';

const MESSAGE_MIGRATION = '0002_outbox_message_id';

interface Journal {
  entries: { idx: number; tag: string }[];
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * A migrations folder holding the migrations before `tag` (or up to and
 * including it), so the test exercises this migration alone, whatever later
 * ones need (extensions) on a bare database.
 */
function migrationsFolderUpTo(tag: string, including: boolean): string {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as Journal;
  const target = journal.entries.find((entry) => entry.tag === tag);
  if (!target) throw new Error(`no migration ${tag} in the journal`);
  const earlier = journal.entries.filter((entry) => (including ? entry.idx <= target.idx : entry.idx < target.idx));
  const folder = mkdtempSync(join(tmpdir(), 'salon-before-message-id-'));
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
  mkdirSync(join(folder, 'meta'));
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: earlier }));
  for (const entry of earlier)
    copyFileSync(join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  return folder;
}

type Execute = (query: SQL) => Promise<{ rows: unknown[] }>;

/** Runs `before` on a database at the schema before 0002, migrates it through 0002, then runs `after`. */
async function upgradeWith(
  before: (execute: Execute) => Promise<void>,
  after: (execute: Execute) => Promise<void>,
): Promise<void> {
  const olderFolder = migrationsFolderUpTo(MESSAGE_MIGRATION, false);
  const newerFolder = migrationsFolderUpTo(MESSAGE_MIGRATION, true);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const client = new PGlite();
    try {
      const db = drizzlePglite(client);
      const execute: Execute = async (query) => ({ rows: (await db.execute(query)).rows });
      await migratePglite(db, { migrationsFolder: olderFolder });
      await before(execute);
      await migratePglite(db, { migrationsFolder: newerFolder });
      await after(execute);
    } finally {
      await client.close();
    }
    return;
  }
  const scratch = await createScratchDatabase(adminUrl, 'salon_test_message_id');
  cleanups.push(scratch.drop);
  const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
  try {
    const db = drizzleNodePostgres(pool);
    const execute: Execute = async (query) => ({ rows: (await db.execute(query)).rows });
    await migrateNodePostgres(db, { migrationsFolder: olderFolder });
    await before(execute);
    await migrateNodePostgres(db, { migrationsFolder: newerFolder });
    await after(execute);
  } finally {
    await pool.end();
  }
}

it('gives every message already in the outbox its own Message-ID UUID', async () => {
  await upgradeWith(
    async (execute) => {
      await execute(sql`
        insert into outbox (kind, recipient, subject, text_body, html_body, status)
        select 'booking_received', 'customer' || n || '@example.com', 'Subject', 'Text', '<p>Html</p>',
               case when n % 2 = 0 then 'sent' else 'pending' end
        from generate_series(1, 25) as n`);
    },
    async (execute) => {
      const { rows } = await execute(sql`
        select count(*)::int as total, count(distinct message_uuid)::int as distinct_ids,
               count(*) filter (where message_uuid is null)::int as missing,
               count(*) filter (where reply_to_address is not null)::int as with_reply_to
        from outbox`);
      expect(rows[0]).toEqual({ total: 25, distinct_ids: 25, missing: 0, with_reply_to: 0 });
      const { rows: columns } = await execute(sql`
        select is_nullable, column_default from information_schema.columns
        where table_name = 'outbox' and column_name = 'message_uuid'`);
      expect(columns[0]).toMatchObject({ is_nullable: 'NO', column_default: 'gen_random_uuid()' });
    },
  );
  // Creating and migrating a PGlite instance takes 15-20 s when the two cores are shared with other jobs.
}, 90_000);
