/**
 * The process as an operator meets it: start, a second server on the same
 * data directory, kill -9 and restart, graceful stop, clear start-up errors.
 * Always on the embedded database (the PostgreSQL path is covered by the
 * suites that run with TEST_DATABASE_URL).
 */
import { count, eq } from 'drizzle-orm';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { appointments, appointmentServices } from '../../src/server/db/schema.ts';
import { freePort, runStaffCli, startServer, waitUntilHealthy, type ServerProcess } from '../support/server-process.ts';

const running: ServerProcess[] = [];
afterEach(() => {
  for (const server of running.splice(0)) server.child.kill('SIGKILL');
});

async function start(dataDir: string): Promise<ServerProcess> {
  const server = startServer({ DATA_DIR: dataDir }, await freePort());
  running.push(server);
  return server;
}

async function bookOnce(server: ServerProcess, name: string): Promise<number> {
  const dates = (await (await fetch(`${server.url}/api/bookings/dates`)).json()) as { dates: { date: string }[] };
  const date = dates.dates.at(-1)?.date;
  const response = await fetch(`${server.url}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      serviceIds: [1],
      date,
      time: '10:00',
      name,
      email: 'crash@example.com',
      phone: '+66812345678',
    }),
  });
  return response.status;
}

// Real processes start in seconds on a quiet machine but can take most of a minute on a busy one.
describe('the server process', { timeout: 300_000 }, () => {
  it('refuses a second server on the same data directory, survives kill -9, and restarts on the stale lock', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'salon-process-'));
    const first = await start(dataDir);
    await waitUntilHealthy(first);

    const second = await start(dataDir);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/already in use by another running server \(process \d+\)/);
    expect(second.output()).not.toMatch(/RuntimeError|wasm|at .*\.js/);

    expect(await bookOnce(first, 'Before the crash')).toBe(201);
    first.child.kill('SIGKILL');
    await first.exited;

    const restarted = await start(dataDir);
    await waitUntilHealthy(restarted);
    const catalogue = (await (await fetch(`${restarted.url}/api/catalogue`)).json()) as { categories: unknown[] };
    expect(catalogue.categories).toHaveLength(4);
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);

    // The booking acknowledged before kill -9 is there; the catalogue was not seeded twice.
    const list = runStaffCli(['list'], { DATA_DIR: dataDir });
    expect(list.status).toBe(0);
    expect(list.stdout.trim().split('\n')).toHaveLength(4);
    const { openDatabase } = await import('../../src/server/db/client.ts');
    const handle = await openDatabase({ dataDir });
    try {
      const booked = await handle.db
        .select({ name: appointments.customerName, services: count(appointmentServices.id) })
        .from(appointments)
        .leftJoin(appointmentServices, eq(appointmentServices.appointmentId, appointments.id))
        .groupBy(appointments.id);
      expect(booked).toEqual([{ name: 'Before the crash', services: 1 }]);
    } finally {
      await handle.close();
    }
  });

  it('says clearly when the port is taken', async () => {
    const blocker = createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => blocker.listen(port, resolve));
    try {
      const server = startServer({ DATA_DIR: mkdtempSync(join(tmpdir(), 'salon-port-')) }, port);
      running.push(server);
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain(`Port ${port} is already in use`);
    } finally {
      blocker.close();
    }
  });

  it('says clearly when DATABASE_URL cannot be reached', async () => {
    const server = startServer({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' }, await freePort());
    running.push(server);
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Cannot connect to the PostgreSQL database in DATABASE_URL');
  });
});

describe('the staff CLI', { timeout: 300_000 }, () => {
  it('adds, lists, resets and removes staff, with clear errors', () => {
    const env = { DATA_DIR: mkdtempSync(join(tmpdir(), 'salon-cli-')) };
    expect(runStaffCli(['add', 'not-an-email', '--password', 'long enough pw'], env)).toMatchObject({
      status: 1,
      stderr: expect.stringContaining('"not-an-email" is not a valid e-mail address.'),
    });
    expect(runStaffCli(['add', 'owner@salon.example', '--password', 'short'], env)).toMatchObject({
      status: 1,
      stderr: expect.stringContaining('at least 10 characters'),
    });
    const added = runStaffCli(['add', 'Owner@Salon.example', '--technician'], env, 'a long password 1\n');
    expect(added.status, added.stderr).toBe(0);
    expect(runStaffCli(['add', 'owner@salon.EXAMPLE', '--password', 'another long pw'], env)).toMatchObject({
      status: 1,
      stderr: expect.stringContaining('already exists'),
    });
    const listed = runStaffCli(['list'], env);
    // The first account of a salon is an owner, even without --owner.
    expect(listed.stdout).toMatch(/owner@salon\.example\towner, technician, can sign in/);
    expect(runStaffCli(['set-password', 'owner@salon.example'], env, 'a new long password\n').status).toBe(0);
    expect(runStaffCli(['remove', 'owner@salon.example'], env).status).toBe(0);
    expect(runStaffCli(['remove', 'owner@salon.example'], env)).toMatchObject({
      status: 1,
      stderr: expect.stringContaining('There is no staff member'),
    });
    expect(runStaffCli(['frobnicate'], env)).toMatchObject({ status: 1, stderr: expect.stringContaining('Usage') });
  });
});
