/**
 * `npm run backup` while the server runs, `npm run restore` into an empty
 * data directory. (backup-psql.pg.test.ts loads such a file with psql.)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, startServer, waitUntilHealthy, type ServerProcess } from '../support/server-process.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
const running: ServerProcess[] = [];
afterEach(() => {
  for (const server of running.splice(0)) server.child.kill('SIGKILL');
});

function runScript(script: string, args: string[], env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
}

describe('backup and restore', () => {
  it('backs up a running server and restores the file into an empty data directory', { timeout: 180_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'salon-backup-'));
    const server = startServer({ DATA_DIR: dataDir }, await freePort());
    running.push(server);
    await waitUntilHealthy(server);
    const dates = (await (await fetch(`${server.url}/api/bookings/dates`)).json()) as { dates: { date: string }[] };
    const booked = await fetch(`${server.url}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        serviceIds: [2],
        date: dates.dates.at(-1)?.date,
        time: '12:00',
        name: "Zoë O'Neil",
        email: 'zoe@example.com',
        phone: '+66812345678',
      }),
    });
    expect(booked.status).toBe(201);

    const file = join(mkdtempSync(join(tmpdir(), 'salon-backup-file-')), 'backup.sql');
    const backup = runScript('scripts/backup.ts', [file], { DATA_DIR: dataDir });
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`Backup written to ${file}`);
    const dump = readFileSync(file, 'utf8');
    expect(dump).toContain("Zoë O''Neil");

    // The server kept serving throughout.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

    const restoredDir = mkdtempSync(join(tmpdir(), 'salon-restored-'));
    const restore = runScript('scripts/restore.ts', [file], { DATA_DIR: restoredDir });
    expect(restore.status, restore.stderr).toBe(0);
    expect(existsSync(join(restoredDir, 'pgdata'))).toBe(true);

    const again = runScript('scripts/restore.ts', [file], { DATA_DIR: restoredDir });
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('already holds a database');

    const restoredServer = startServer({ DATA_DIR: restoredDir }, await freePort());
    running.push(restoredServer);
    await waitUntilHealthy(restoredServer);
    const availability = await fetch(
      `${restoredServer.url}/api/bookings/availability?date=${dates.dates.at(-1)?.date}&services=2`,
    );
    expect(availability.status).toBe(200);
  });
});
