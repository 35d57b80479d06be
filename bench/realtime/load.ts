import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';

// The bench shares the machine with whatever else runs: it measures how much CPU others used
// during each measurement window (from /proc), so a noisy run shows in the report.

const ticksPerSecond = 100;

function machineBusyTicks(): number {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields;
  return user + nice + system + irq + softirq + steal;
}

function processTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of stat(5); the slice starts at field 3.
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

export interface LoadSample {
  /** CPU cores used by the bench's server process over the window. */
  server: number;
  /** CPU cores used by the bench's client process. */
  clients: number;
  /** CPU cores used by everything else on the machine. */
  others: number;
}

/** Starts a window; the returned function ends it. */
export function loadWindow(serverPid: number, clientPid: number): () => LoadSample {
  const startedAt = performance.now();
  const busy = machineBusyTicks();
  const server = processTicks(serverPid);
  const clients = processTicks(clientPid);
  const self = process.cpuUsage();
  return () => {
    const seconds = (performance.now() - startedAt) / 1000;
    const cores = (ticks: number): number => ticks / ticksPerSecond / seconds;
    const selfUsage = process.cpuUsage(self);
    const selfCores = (selfUsage.user + selfUsage.system) / 1e6 / seconds;
    const serverCores = cores(processTicks(serverPid) - server);
    const clientCores = cores(processTicks(clientPid) - clients);
    const busyCores = cores(machineBusyTicks() - busy);
    return {
      server: serverCores,
      clients: clientCores,
      others: Math.max(0, busyCores - serverCores - clientCores - selfCores),
    };
  };
}

/** CPU cores busy on the whole machine over `ms`. */
export async function machineLoad(ms: number): Promise<number> {
  const startedAt = performance.now();
  const busy = machineBusyTicks();
  await new Promise((resolve) => setTimeout(resolve, ms));
  return (machineBusyTicks() - busy) / ticksPerSecond / ((performance.now() - startedAt) / 1000);
}

/**
 * Sets the nice value of every thread of the processes (Linux nice is per thread) and, with
 * autogroup scheduling (sched_autogroup_enabled), of their autogroup: then the CPU is shared
 * between sessions first, and only a higher autogroup priority lifts the bench above the other
 * sessions' work. Returns false when not permitted. Used during measurement windows only.
 */
export function setNice(pids: readonly number[], nice: number): boolean {
  try {
    for (const pid of pids) {
      for (const tid of readdirSync(`/proc/${pid}/task`)) {
        os.setPriority(Number(tid), nice);
      }
      if (existsSync(`/proc/${pid}/autogroup`)) {
        writeFileSync(`/proc/${pid}/autogroup`, String(nice));
      }
    }
    return true;
  } catch {
    return false;
  }
}
