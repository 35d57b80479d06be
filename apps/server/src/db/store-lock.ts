import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync, rmSync, statSync, utimesSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/**
 * The embedded store (PGlite) is one process's files: a second process opening the same DATA_DIR
 * (a second server, or `npm run seed:demo` while the server runs) does not fail, it silently
 * writes over the first one's pages. So whoever opens it writes `DATA_DIR/chapter.lock` naming
 * itself, and an opener finding a live owner there refuses. A lock left by a process that died
 * (SIGKILL, power loss) is taken over: on this host when its pid no longer runs, from another host
 * (a shared volume) when its heartbeat is older than a minute.
 */
export const STORE_LOCK_FILE = 'chapter.lock';
const HEARTBEAT_MS = 10_000;
const STALE_MS = 60_000;

export interface StoreLockOwner {
  pid: number;
  host: string;
  /** Who holds it, for the refusal: "the server", "npm run seed:demo". */
  holder: string;
  since: string;
}

export interface StoreLock {
  release(): void;
}

export type StoreLockResult = { lock: StoreLock } | { owner: StoreLockOwner; path: string };

export function acquireStoreLock(dir: string, holder: string): StoreLockResult {
  const path = join(dir, STORE_LOCK_FILE);
  const token = randomBytes(12).toString('hex');
  const mine = { pid: process.pid, host: hostname(), holder, since: new Date().toISOString(), token };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(path, 'wx');
      try {
        writeSync(fd, `${JSON.stringify(mine)}\n`);
      } finally {
        closeSync(fd);
      }
      return { lock: holdLock(path, token) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw err;
      }
    }
    const found = readLock(path);
    if (found === 'gone') {
      continue;
    }
    if (found && isLive(found.owner, found.mtimeMs)) {
      return { owner: found.owner, path };
    }
    rmSync(path, { force: true });
  }
  const last = readLock(path);
  return {
    owner: last && last !== 'gone' ? last.owner : { pid: 0, host: '?', holder: 'another process', since: '' },
    path,
  };
}

function holdLock(path: string, token: string): StoreLock {
  const heartbeat = setInterval(() => {
    try {
      const now = new Date();
      utimesSync(path, now, now);
    } catch {
      // removed by hand: nothing to keep fresh
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  const release = () => {
    clearInterval(heartbeat);
    process.removeListener('exit', release);
    const found = readLock(path);
    if (found && found !== 'gone' && found.token === token) {
      rmSync(path, { force: true });
    }
  };
  // A crash that still runs exit handlers (an uncaught error, process.exit) leaves no lock behind.
  process.on('exit', release);
  return { release };
}

function readLock(path: string): { owner: StoreLockOwner; token: string; mtimeMs: number } | null | 'gone' {
  let text: string;
  let mtimeMs: number;
  try {
    mtimeMs = statSync(path).mtimeMs;
    text = readFileSync(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
      return 'gone';
    }
    throw err;
  }
  try {
    const parsed = JSON.parse(text) as Partial<StoreLockOwner & { token: string }>;
    if (typeof parsed.pid !== 'number' || typeof parsed.host !== 'string') {
      return null;
    }
    return {
      owner: {
        pid: parsed.pid,
        host: parsed.host,
        holder: typeof parsed.holder === 'string' ? parsed.holder : 'another process',
        since: typeof parsed.since === 'string' ? parsed.since : '',
      },
      token: typeof parsed.token === 'string' ? parsed.token : '',
      mtimeMs,
    };
  } catch {
    // Half written by a process that died while writing it: stale.
    return null;
  }
}

function isLive(owner: StoreLockOwner, mtimeMs: number): boolean {
  if (owner.host !== hostname()) {
    return Date.now() - mtimeMs < STALE_MS;
  }
  // Our own pid: this process again, or a restart that got the same pid (pid 1 in a container).
  if (owner.pid === process.pid) {
    return false;
  }
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (err) {
    // EPERM: it runs, as another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
