import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore, StoreInUseError } from './client';
import { acquireStoreLock, STORE_LOCK_FILE } from './store-lock';

const dirs: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'chapter-lock-'));
  dirs.push(d);
  return d;
}
afterAll(() => {
  for (const d of dirs) {
    rmSync(d, { recursive: true, force: true });
  }
});

function writeOwner(dir: string, owner: { pid: number; host: string; holder?: string }): string {
  const path = join(dir, STORE_LOCK_FILE);
  writeFileSync(path, JSON.stringify({ holder: 'the server', since: '', token: 'theirs', ...owner }));
  return path;
}

/** A pid that ran and has exited (its child was reaped). */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  });
  return Number(child.stdout);
}

describe('the embedded store lock (DATA_DIR/chapter.lock)', () => {
  it('refuses while a live process on this host holds it, naming who and its pid', () => {
    const dir = tempDir();
    writeOwner(dir, { pid: process.ppid, host: hostname() });
    const taken = acquireStoreLock(dir, 'npm run seed:demo');
    expect(taken).toMatchObject({ owner: { pid: process.ppid, holder: 'the server' } });
  });

  it('takes over a lock left by a process that died, and removes only its own lock on release', () => {
    const dir = tempDir();
    const path = writeOwner(dir, { pid: deadPid(), host: hostname() });
    const taken = acquireStoreLock(dir, 'the server');
    if (!('lock' in taken)) {
      throw new Error(`refused: ${JSON.stringify(taken.owner)}`);
    }
    expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({ pid: process.pid, holder: 'the server' });
    // Someone else's lock now in the file (a takeover after ours went stale): release leaves it.
    writeOwner(dir, { pid: process.ppid, host: hostname() });
    taken.lock.release();
    expect(existsSync(path)).toBe(true);
    rmSync(path);
    const again = acquireStoreLock(dir, 'the server');
    if (!('lock' in again)) {
      throw new Error('refused');
    }
    again.lock.release();
    expect(existsSync(path)).toBe(false);
  });

  it("from another host, trusts the owner's heartbeat for a minute, then takes over", () => {
    const dir = tempDir();
    const path = writeOwner(dir, { pid: 4242, host: `not-${hostname()}` });
    expect(acquireStoreLock(dir, 'the server')).toMatchObject({ owner: { host: `not-${hostname()}` } });
    const old = new Date(Date.now() - 2 * 60_000);
    utimesSync(path, old, old);
    const taken = acquireStoreLock(dir, 'the server');
    expect('lock' in taken).toBe(true);
    if ('lock' in taken) {
      taken.lock.release();
    }
  });

  it('openStore refuses a DATA_DIR in use with one line, and opens it after the holder is gone', async () => {
    const dir = tempDir();
    writeOwner(dir, { pid: process.ppid, host: hostname() });
    const refused = await openStore({ dataDir: dir, holder: 'the server' }).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(StoreInUseError);
    const message = (refused as Error).message;
    expect(message).toBe(
      `The embedded store in "${dir}" is in use by the server (pid ${process.ppid}); stop it first (or, if no such process runs, delete ${join(dir, STORE_LOCK_FILE)}).`,
    );
    expect(existsSync(join(dir, 'PG_VERSION'))).toBe(false);

    writeOwner(dir, { pid: deadPid(), host: hostname() });
    const store = await openStore({ dataDir: dir, holder: 'the server' });
    expect(JSON.parse(readFileSync(join(dir, STORE_LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    await store.close();
    expect(existsSync(join(dir, STORE_LOCK_FILE))).toBe(false);
  }, 60_000);
});
