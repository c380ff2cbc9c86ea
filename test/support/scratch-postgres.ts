/**
 * A scratch PostgreSQL database for one test file, suite or benchmark:
 * created on the server of `adminUrl` (a database the user may connect to and
 * create databases from) and dropped, connections and all, when done.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  readonly name: string;
  readonly url: string;
  drop(): Promise<void>;
}

async function runOnServer(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createScratchDatabase(adminUrl: string, prefix = 'salon_scratch'): Promise<ScratchDatabase> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await runOnServer(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => runOnServer(adminUrl, `drop database if exists "${name}" with (force)`),
  };
}
