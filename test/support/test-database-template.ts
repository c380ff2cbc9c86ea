/**
 * The db project's globalSetup (vitest.config.ts): one migrated and seeded database per run, which
 * `useTestDatabase` (test-database.ts) copies for each test file instead of building its own. Opening an
 * empty in-memory PGlite runs initdb (4 to 14 s on two busy cores) and the migrations add about 2 s, in
 * each of the db files; a copy of the prepared database opens in about 2.5 s. Decision 269.
 *
 * - PGlite: a dump of the prepared in-memory database in a temporary folder, removed at teardown.
 * - PostgreSQL (TEST_DATABASE_URL): a database named `salon_test_template_<unix seconds>_<pid>`, dropped
 *   at teardown. A run that was killed cannot drop its own, so each run drops the ones older than any run.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpInMemoryDatabase, openDatabase, type DatabaseHandle } from '../../src/server/db/client.ts';
import { seedDatabase } from '../../src/server/db/seed.ts';
import { runOnServer } from './scratch-postgres.ts';

export const TEST_EMAIL_DOMAIN = 'salon.example';

export type TestDatabaseTemplate =
  | { readonly engine: 'pglite'; readonly dumpFile: string }
  | { readonly engine: 'postgres'; readonly adminUrl: string; readonly database: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplate: TestDatabaseTemplate;
  }
}

const TEMPLATE_NAME = /^salon_test_template_(\d+)_\d+$/;
/** Far longer than a whole CI run: a template this old belongs to no run still going. */
const LEFTOVER_AGE_SECONDS = 6 * 60 * 60;

async function prepare(handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
  await seedDatabase(handle.db, TEST_EMAIL_DOMAIN);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) return preparePostgresTemplate(project, adminUrl);

  const folder = mkdtempSync(join(tmpdir(), 'salon-test-template-'));
  try {
    const dumpFile = join(folder, 'pgdata.tar');
    const dump = await dumpInMemoryDatabase(prepare);
    writeFileSync(dumpFile, new Uint8Array(await dump.arrayBuffer()));
    project.provide('testDatabaseTemplate', { engine: 'pglite', dumpFile });
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return async () => rmSync(folder, { recursive: true, force: true });
}

async function preparePostgresTemplate(project: TestProject, adminUrl: string): Promise<() => Promise<void>> {
  const nowSeconds = Math.floor(Date.now() / 1000);
  await dropLeftoverTemplates(adminUrl, nowSeconds);

  const database = `salon_test_template_${nowSeconds}_${process.pid}`;
  const drop = () => runOnServer(adminUrl, `drop database if exists "${database}" with (force)`);
  await runOnServer(adminUrl, `create database "${database}"`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    try {
      await prepare(handle);
    } finally {
      await handle.close();
    }
    // PostgreSQL refuses to copy a database someone is connected to: a stray connection would fail every file.
    await runOnServer(adminUrl, `alter database "${database}" allow_connections false`);
    project.provide('testDatabaseTemplate', { engine: 'postgres', adminUrl, database });
  } catch (error) {
    await drop();
    throw error;
  }
  return async () => {
    await drop();
  };
}

async function dropLeftoverTemplates(adminUrl: string, nowSeconds: number): Promise<void> {
  const rows = await runOnServer(
    adminUrl,
    `select datname from pg_database where datname like 'salon_test_template_%'`,
  );
  for (const { datname } of rows as { datname: string }[]) {
    const createdSeconds = TEMPLATE_NAME.exec(datname)?.[1];
    if (createdSeconds !== undefined && Number(createdSeconds) < nowSeconds - LEFTOVER_AGE_SECONDS) {
      await runOnServer(adminUrl, `drop database if exists "${datname}" with (force)`);
    }
  }
}
