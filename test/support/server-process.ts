/**
 * Runs the real server entry point (src/server/main.ts) as a child process,
 * for tests of start-up, shutdown, locking and crashes.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

const ROOT = new URL('../../', import.meta.url).pathname;

export interface ServerProcess {
  readonly child: ChildProcess;
  readonly port: number;
  readonly url: string;
  output(): string;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  readonly exited: Promise<number | string>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export function startServer(env: Record<string, string>, port: number): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', CLIENT_DIR: '/nonexistent-client', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  return { child, port, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Waits until /api/health answers 200, or the process exits, or the time runs out. */
export async function waitUntilHealthy(server: ServerProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void server.exited.then(() => (ended = true));
  while (Date.now() < deadline && !ended) {
    try {
      const response = await fetch(`${server.url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`The server did not become healthy:\n${server.output()}`);
}

/** Runs `npm run staff -- ...` equivalent synchronously. */
export function runStaffCli(args: string[], env: Record<string, string>, input?: string) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/staff.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    input: input ?? '',
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
