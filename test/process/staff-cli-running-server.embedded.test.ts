/**
 * The first start says how to create a staff login while
 * the server keeps running. These tests follow that instruction word for word
 * against the real server process and the real CLI (embedded database, whose
 * data directory only the server may open), and check that no password is
 * left on disk.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, runStaffCli, startServer, waitUntilHealthy, type ServerProcess } from '../support/server-process.ts';

const ROOT = new URL('../../', import.meta.url).pathname.replace(/\/$/, '');
const running: (ServerProcess | { child: ChildProcess })[] = [];
afterEach(() => {
  for (const process of running.splice(0)) process.child.kill('SIGKILL');
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
 * One HTTP request on a new connection. The CLI runs with spawnSync, which blocks this process
 * for seconds: a pooled keep-alive socket (fetch's) that the server closed meanwhile would fail
 * on use. When the server does not answer, its output is in the error.
 */
function request(server: ServerProcess, method: string, path: string, body?: unknown): Promise<number> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      `${server.url}${path}`,
      {
        method,
        agent: false,
        headers: {
          origin: server.url,
          'sec-fetch-site': 'same-origin',
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.on('error', (error) =>
      reject(new Error(`${method} ${path} failed (${String(error)}); server output:\n${server.output()}`)),
    );
    outgoing.end(payload);
  });
}

const signIn = (server: ServerProcess, email: string, password: string) =>
  request(server, 'POST', '/api/auth/sign-in', { email, password });

/** Every file under a folder (the database's own files included) that contains `text`. */
function filesContaining(folder: string, text: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (readFileSync(path).includes(text)) found.push(path);
    }
  };
  walk(folder);
  return found;
}

describe('the staff CLI while the server runs', () => {
  it('creates the first login by following the instruction the server prints', { timeout: 300_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'salon-first-login-'));
    const server = startServer({ DATA_DIR: dataDir }, await freePort());
    running.push(server);
    await waitUntilHealthy(server);

    // The instruction, as printed.
    const output = server.output();
    expect(output).toContain('No staff login exists yet. Create the first one now; the server keeps running.');
    expect(output).toContain(
      `In another terminal, in ${ROOT}, run (it asks for the password, at least 10 characters):`,
    );
    const command = /^ {2}DATA_DIR=(\S+) npm run staff -- (.+)$/m.exec(output);
    expect(command, output).not.toBeNull();
    const [, printedDataDir, printedArgs] = command!;
    expect(printedDataDir).toBe(dataDir);
    expect(printedArgs).toBe('add owner@your-salon.com');

    // Followed: run where it says, with what it says, the password typed (here: piped) when asked.
    const password = 'first owner password 7x!';
    const added = runStaffCli(printedArgs!.split(' '), { DATA_DIR: printedDataDir! }, `${password}\n`);
    expect(added, added.stderr).toMatchObject({ status: 0 });
    // The first account ever made is an owner, without --owner.
    expect(added.stdout).toContain('Added owner@your-salon.com (owner). They can sign in at /login.');
    expect(added.stderr).toBe('');

    // True: the server kept running, and the login works at once.
    expect(await request(server, 'GET', '/api/health')).toBe(200);
    expect(await signIn(server, 'owner@your-salon.com', password)).toBe(200);

    // The other commands work the same way while the server runs.
    const listed = runStaffCli(['list'], { DATA_DIR: dataDir });
    expect(listed.status, listed.stderr).toBe(0);
    expect(listed.stdout).toContain('owner@your-salon.com\towner, can sign in');
    // Later accounts are staff unless --owner says otherwise.
    expect(
      runStaffCli(['add', 'nok2@your-salon.com', '--technician'], { DATA_DIR: dataDir }, 'a colleague password\n'),
    ).toMatchObject({ status: 0, stdout: expect.stringContaining('Added nok2@your-salon.com (staff, technician).') });
    expect(
      runStaffCli(['add', 'partner@your-salon.com', '--owner', '--password', 'a partner password'], {
        DATA_DIR: dataDir,
      }),
    ).toMatchObject({ status: 0, stdout: expect.stringContaining('Added partner@your-salon.com (owner).') });
    const roles = runStaffCli(['list'], { DATA_DIR: dataDir }).stdout;
    expect(roles).toContain('nok2@your-salon.com\tstaff, technician, can sign in');
    expect(roles).toContain('partner@your-salon.com\towner, can sign in');
    const newPassword = 'second owner password 8y?';
    expect(
      runStaffCli(['set-password', 'owner@your-salon.com'], { DATA_DIR: dataDir }, `${newPassword}\n`),
    ).toMatchObject({ status: 0, stdout: expect.stringContaining('Password changed for owner@your-salon.com') });
    expect(await signIn(server, 'owner@your-salon.com', password)).toBe(401);
    expect(await signIn(server, 'owner@your-salon.com', newPassword)).toBe(200);
    // Refusals from the server arrive as the CLI's own messages.
    expect(runStaffCli(['add', 'owner@your-salon.com'], { DATA_DIR: dataDir }, 'yet another password\n')).toMatchObject(
      {
        status: 1,
        stderr: expect.stringContaining('A staff member with the e-mail owner@your-salon.com already exists.'),
      },
    );
    expect(runStaffCli(['add', 'nina@your-salon.com'], { DATA_DIR: dataDir }, 'short\n')).toMatchObject({
      status: 1,
      stderr: expect.stringContaining('at least 10 characters'),
    });

    // No password anywhere on disk: not in a request file, not in the database's files, not in the log.
    for (const secret of [password, newPassword, 'yet another password', 'a colleague password']) {
      expect(filesContaining(dataDir, secret)).toEqual([]);
      expect(server.output()).not.toContain(secret);
    }
    const requests = join(dataDir, 'server-requests');
    expect(readdirSync(requests)).toEqual(['listener.pid']);
    expect(statSync(requests).mode & 0o777).toBe(0o700);

    // Stopped cleanly, the server says it no longer takes requests, and the CLI opens the database itself.
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(readdirSync(requests)).toEqual([]);
    expect(runStaffCli(['list'], { DATA_DIR: dataDir }).stdout).toContain('owner@your-salon.com\towner, can sign in');
  });

  it('never signals a process that holds the data directory but takes no requests', { timeout: 300_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'salon-lock-holder-'));
    // A stand-in for another command holding the lock (npm run restore, db:migrate): SIGUSR2 would end it.
    const holder = spawn('sleep', ['60'], { stdio: 'ignore' });
    running.push({ child: holder });
    writeFileSync(join(dataDir, 'salon.lock'), `${holder.pid}\n`);
    mkdirSync(join(dataDir, 'pgdata'));

    for (const [script, args] of [
      ['scripts/staff.ts', ['list']],
      ['scripts/backup.ts', [join(dataDir, 'backup.sql')]],
    ] as const) {
      const result = runScript(script, [...args], { DATA_DIR: dataDir });
      expect(result.status, script).toBe(1);
      expect(result.stderr, script).toContain(`is in use by process ${holder.pid}, which does not take requests`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300)); // let an exit, had there been one, be reported
    expect(holder.exitCode).toBeNull();
    expect(holder.signalCode).toBeNull();

    // "Try again when it has … finished": once the holder is gone, the same command works.
    holder.kill('SIGTERM');
    await new Promise((resolve) => holder.once('exit', resolve));
    const again = runScript('scripts/staff.ts', ['list'], { DATA_DIR: dataDir });
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toContain('no login'); // the four seeded technicians
  });
});
