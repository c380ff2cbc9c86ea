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

/** Runs one statement on the server of `adminUrl` through a connection of its own; answers its rows. */
export async function runOnServer(adminUrl: string, statement: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query(statement)).rows;
  } finally {
    await client.end();
  }
}

export interface ScratchDatabaseOptions {
  /** A database to copy (`create database ... template`), which nobody may be connected to. */
  readonly template?: string;
}

export async function createScratchDatabase(
  adminUrl: string,
  prefix = 'salon_scratch',
  options: ScratchDatabaseOptions = {},
): Promise<ScratchDatabase> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = options.template ? ` template "${options.template}"` : '';
  await runOnServer(adminUrl, `create database "${name}"${template}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      await runOnServer(adminUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}
