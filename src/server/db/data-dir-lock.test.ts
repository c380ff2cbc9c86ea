import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from './data-dir-lock.ts';

function freshDir(): string {
  return mkdtempSync(join(tmpdir(), 'salon-lock-'));
}

/** A pid that surely does not run: a child that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.exit(0)']);
  return child.pid ?? 999_999;
}

describe('data directory lock', () => {
  it('writes the owner pid and releases it', () => {
    const dir = freshDir();
    const release = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, LOCK_FILE_NAME))).toBe(false);
  });

  it('refuses a second owner while the first one lives, with a clear message', () => {
    const dir = freshDir();
    // The parent of this test process is alive: pretend it holds the lock.
    writeFileSync(join(dir, LOCK_FILE_NAME), `${process.ppid}\n`);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(/already in use by another running server/);
  });

  it('takes over a stale lock left by a dead process', () => {
    const dir = freshDir();
    writeFileSync(join(dir, LOCK_FILE_NAME), `${deadPid()}\n`);
    const release = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(process.pid));
    release();
  });

  it('takes over an unreadable lock file', () => {
    const dir = freshDir();
    writeFileSync(join(dir, LOCK_FILE_NAME), 'garbage');
    const release = acquireDataDirLock(dir);
    release();
  });
});
