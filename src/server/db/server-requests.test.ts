/**
 * The request files between a command and the running server, in one
 * process: this test is both the server (listening for SIGUSR2) and the
 * command (writing a request and signalling its own pid).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../logger.ts';
import {
  askRunningServer,
  listenForServerRequests,
  serverRequestsDir,
  ServerRequestError,
  type ServerRequestHandlers,
} from './server-requests.ts';

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

function listen(handlers: Partial<ServerRequestHandlers>): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'salon-requests-'));
  const refuse = async () => {
    throw new Error('not in this test');
  };
  stops.push(listenForServerRequests(dataDir, { backup: refuse, staff: refuse, ...handlers }, silentLogger), () =>
    rmSync(dataDir, { recursive: true, force: true }),
  );
  return dataDir;
}

describe('requests to the running server', () => {
  it('hands the body to the handler of its kind and returns its lines; no file is left but the listener', async () => {
    const received: unknown[] = [];
    const dataDir = listen({
      staff: async (body) => {
        received.push(body);
        return ['Added someone.', 'Second line.'];
      },
    });
    const lines = await askRunningServer(dataDir, process.pid, 'staff', { command: 'list' }, { workMs: 5_000 });
    expect(lines).toEqual(['Added someone.', 'Second line.']);
    expect(received).toEqual([{ command: 'list' }]);
    const folder = serverRequestsDir(dataDir);
    expect(readdirSync(folder)).toEqual(['listener.pid']);
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    expect(statSync(join(folder, 'listener.pid')).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(folder, 'listener.pid'), 'utf8').trim()).toBe(String(process.pid));
  });

  it("reports a handler's error as the command's error", async () => {
    const dataDir = listen({
      backup: async () => {
        throw new Error('/mnt/usb/x.sql already exists; choose another file name.');
      },
    });
    await expect(
      askRunningServer(dataDir, process.pid, 'backup', { output: '/mnt/usb/x.sql' }, { workMs: 5_000 }),
    ).rejects.toThrow(new ServerRequestError('/mnt/usb/x.sql already exists; choose another file name.'));
  });

  it('answers a request of an unknown kind with an error, not a crash', async () => {
    const dataDir = listen({});
    const folder = serverRequestsDir(dataDir);
    writeFileSync(join(folder, 'forged.request.json'), JSON.stringify({ kind: '__proto__', body: {} }));
    writeFileSync(join(folder, 'garbage.request.json'), '{ not json');
    process.kill(process.pid, 'SIGUSR2');
    const deadline = Date.now() + 5_000;
    while (readdirSync(folder).filter((name) => name.endsWith('.result.json')).length < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const forged = JSON.parse(readFileSync(join(folder, 'forged.result.json'), 'utf8')) as unknown;
    expect(forged).toEqual({ ok: false, error: 'This server does not take "__proto__" requests.' });
    const garbage = JSON.parse(readFileSync(join(folder, 'garbage.result.json'), 'utf8')) as { ok: boolean };
    expect(garbage.ok).toBe(false);
  });

  it('refuses to signal a process that has not said it takes requests', async () => {
    const dataDir = listen({});
    stops.shift()?.(); // stop listening: listener.pid is removed
    expect(readdirSync(serverRequestsDir(dataDir))).toEqual([]);
    await expect(
      askRunningServer(dataDir, process.pid, 'staff', { command: 'list' }, { workMs: 1_000 }),
    ).rejects.toThrow(`is in use by process ${process.pid}, which does not take requests`);
    expect(readdirSync(serverRequestsDir(dataDir))).toEqual([]);
  });
});
