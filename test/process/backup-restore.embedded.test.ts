/**
 * `npm run backup` while the server runs, `npm run backup -- --verify`,
 * `npm run restore` into an empty data directory and over an existing one
 * (--replace), and refusals of cut and empty files through the real CLI.
 * (restore-postgres.pg.test.ts covers PostgreSQL, psql included.)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { get } from 'node:http';
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

/**
 * The scripts run with spawnSync, which blocks this process for seconds: a keep-alive socket
 * from fetch's pool that the server closed meanwhile would fail on use. A new connection each time.
 */
function healthOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(`${url}/api/health`, { agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    }).on('error', reject);
  });
}

describe('backup and restore', () => {
  it('backs up a running server and restores the file into an empty data directory', { timeout: 300_000 }, async () => {
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
    // Format 4: the row is data, a COPY text line.
    expect(dump).toContain("\tZoë O'Neil\t");

    // The server kept serving throughout.
    expect(await healthOnNewConnection(server.url)).toBe(200);

    // Checked without restoring: what it holds, in words.
    const verified = runScript('scripts/backup.ts', ['--verify', file], {});
    expect(verified.status, verified.stderr).toBe(0);
    expect(verified.stdout).toContain(`${file}: a complete backup, checksum correct`);
    expect(verified.stdout).toMatch(/appointments +1\n/);
    expect(runScript('scripts/restore.ts', ['--verify', file], {}).stdout).toBe(verified.stdout);

    // A cut file and an empty one are refused; the folder they were meant for is not even created.
    const neverCreated = join(mkdtempSync(join(tmpdir(), 'salon-restore-refused-')), 'data');
    const cut = `${file}.cut`;
    writeFileSync(cut, dump.slice(0, dump.indexOf('COPY "appointment_services"')));
    const refusedCut = runScript('scripts/restore.ts', [cut], { DATA_DIR: neverCreated });
    expect(refusedCut.status).toBe(1);
    expect(refusedCut.stderr).toContain(`${cut} is incomplete: it ends before the backup's end marker`);
    expect(refusedCut.stderr).toContain(`Nothing was restored; ${neverCreated} is unchanged.`);
    const empty = `${file}.empty`;
    writeFileSync(empty, '');
    const refusedEmpty = runScript('scripts/restore.ts', [empty], { DATA_DIR: neverCreated });
    expect(refusedEmpty.stderr).toContain(`${empty} is empty: it holds no backup.`);
    expect(existsSync(neverCreated)).toBe(false);
    expect(runScript('scripts/backup.ts', ['--verify', cut], {})).toMatchObject({ status: 1 });

    const restoredDir = mkdtempSync(join(tmpdir(), 'salon-restored-'));
    const restore = runScript('scripts/restore.ts', [file], { DATA_DIR: restoredDir });
    expect(restore.status, restore.stderr).toBe(0);
    expect(restore.stdout).toContain(`Restored ${file} (written `);
    expect(restore.stdout).toMatch(/appointment_services +1\n/);
    expect(existsSync(join(restoredDir, 'pgdata'))).toBe(true);

    const again = runScript('scripts/restore.ts', [file], { DATA_DIR: restoredDir });
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('already holds a database');
    expect(again.stderr).toContain('--replace');

    // A server running on the folder keeps it: restore refuses (stop the server first).
    const busy = runScript('scripts/restore.ts', [file, '--replace'], { DATA_DIR: dataDir });
    expect(busy.status).toBe(1);
    expect(busy.stderr).toContain('is already in use by another running server');

    const replaced = runScript('scripts/restore.ts', [file, '--replace'], { DATA_DIR: restoredDir });
    expect(replaced.status, replaced.stderr).toBe(0);
    expect(replaced.stdout).toMatch(/The database it replaced is kept in .*pgdata\.before-restore-/);
    expect(
      readdirSync(restoredDir)
        .filter((name) => name.startsWith('pgdata'))
        .sort(),
    ).toEqual(['pgdata', expect.stringMatching(/^pgdata\.before-restore-/)]);

    const restoredServer = startServer({ DATA_DIR: restoredDir }, await freePort());
    running.push(restoredServer);
    await waitUntilHealthy(restoredServer);
    const availability = await fetch(
      `${restoredServer.url}/api/bookings/availability?date=${dates.dates.at(-1)?.date}&services=2`,
    );
    expect(availability.status).toBe(200);
  });
});
