// CPU time of processes from /proc/<pid>/stat (utime + stime, in clock ticks of 10 ms), and the
// PostgreSQL backends serving the bench database.
import { readFileSync } from 'node:fs';
import type { Store } from '../../apps/server/src/db/client.ts';

const TICKS_PER_SECOND = 100;

/** CPU seconds a process used so far (0 when it is gone). */
export function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Pids of the PostgreSQL backends connected to the current database. */
export async function backendPids(store: Store): Promise<number[]> {
  const r = await store.sql.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  return r.rows.map((row) => row.pid);
}

/** Counts CPU of a changing set of pids from a start: pids seen first later count from 0. */
export class CpuMeter {
  private readonly start = new Map<number, number>();

  constructor(pids: readonly number[]) {
    for (const pid of pids) {
      this.start.set(pid, cpuSeconds(pid));
    }
  }

  /** Seconds used since the start by the given pids. */
  used(pids: readonly number[]): number {
    let sum = 0;
    for (const pid of pids) {
      sum += Math.max(0, cpuSeconds(pid) - (this.start.get(pid) ?? 0));
    }
    return sum;
  }
}
