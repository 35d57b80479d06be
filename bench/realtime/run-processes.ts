// Server and client processes of the realtime bench: spawning, pinning, priority.
import { execFileSync, spawn } from 'node:child_process';
import { join } from 'node:path';
import { ChildPeer } from './ipc.ts';
import { loadWindow, setNice } from './load.ts';
import { here, log, settings } from './run-settings.ts';
import type { ClientConfig, ContenderName, ScenarioName, ServerConfig } from './shared.ts';
import { sleep } from './shared.ts';
import { fixed } from './stats.ts';

let nextPort = 21_100;

export function fdLimits(): { soft: number; hard: number } {
  try {
    const out = execFileSync('prlimit', [
      '--pid',
      String(process.pid),
      '--nofile',
      '-o',
      'SOFT,HARD',
      '--noheadings',
    ])
      .toString()
      .trim()
      .split(/\s+/);
    const parse = (value: string | undefined): number =>
      value === 'unlimited' ? Number.POSITIVE_INFINITY : Number.parseInt(value ?? '0', 10);
    return { soft: parse(out[0]), hard: parse(out[1]) };
  } catch {
    return { soft: 0, hard: 0 };
  }
}

export const wantedFds = 65_536;
export const limits = fdLimits();
/**
 * Children get as many descriptors as the hard limit allows, up to 65,536 (each process needs one
 * per connection plus a few; raising the hard limit needs CAP_SYS_RESOURCE, so it is not tried).
 */
export const childFds = Math.max(limits.soft, Math.min(wantedFds, limits.hard));

export function spawnNode(
  name: string,
  script: string,
  config: object,
  cpu: number,
  nodeArgs: string[],
): Promise<ChildPeer> {
  let command = process.execPath;
  let commandArgs = [...nodeArgs, '--import', 'tsx', join(here, script), JSON.stringify(config)];
  if (settings.pin) {
    commandArgs = ['-c', String(cpu), command, ...commandArgs];
    command = 'taskset';
  }
  if (childFds > limits.soft) {
    commandArgs = [`--nofile=${childFds}:${childFds}`, command, ...commandArgs];
    command = 'prlimit';
  }
  const child = spawn(command, commandArgs, { cwd: here, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    const peer = new ChildPeer(name, child, (type, payload) => {
      if (type === 'ready') {
        resolve(peer);
      } else if (type === 'progress') {
        log(`  ${name} ${String(payload)}`);
      }
    });
    void peer.exited.then((code) => reject(new Error(`${name} exited before it was ready (code ${code})`)));
    child.once('error', reject);
  });
}

export interface Pair {
  server: ChildPeer;
  clients: ChildPeer;
}

export async function withPair<T>(
  contender: ContenderName,
  scenario: ScenarioName,
  options: { recovery?: boolean },
  body: (pair: Pair) => Promise<T>,
): Promise<T> {
  const port = nextPort++;
  const serverConfig: ServerConfig = {
    contender,
    port,
    pingIntervalMs: scenario === 'idle' ? settings.pingMs : 25_000,
    recovery: options.recovery ?? false,
  };
  const clientConfig: ClientConfig = { scenario, contender, port, concurrency: settings.concurrency };
  const serverArgs = ['--expose-gc'];
  if (scenario === 'idle' && settings.semiSpaceMb > 0) {
    serverArgs.push(
      `--min-semi-space-size=${settings.semiSpaceMb}`,
      `--max-semi-space-size=${settings.semiSpaceMb}`,
    );
  }
  const server = await spawnNode(`${contender}-server`, 'server-process.ts', serverConfig, 0, serverArgs);
  let clients: ChildPeer | null = null;
  try {
    clients = await spawnNode(`${contender}-clients`, 'client-process.ts', clientConfig, 1, [
      '--max-old-space-size=8192',
    ]);
    return await body({ server, clients });
  } finally {
    if (clients !== null) {
      boost({ server, clients }, false);
    }
    await clients?.stop();
    await server.stop();
    // Let the kernel and the machine settle between contenders.
    await sleep(1000);
  }
}

/**
 * Waits (up to --quiet-wait seconds) until processes other than the bench use under 0.3 cores,
 * sampling 2 s at a time. Returns what others used in the last sample.
 */
export async function waitQuiet(pair: Pair, label: string): Promise<number> {
  const deadline = performance.now() + settings.quietWait * 1000;
  for (;;) {
    const end = loadWindow(pair.server.pid, pair.clients.pid);
    await sleep(2000);
    const others = end().others;
    if (others < 0.3 || performance.now() >= deadline) {
      if (settings.quietWait > 0) {
        log(`  ${label}: other processes use ${fixed(others, 2)} cores`);
      }
      return others;
    }
  }
}

let boostRefused = false;

/** True once the system refused to raise the bench's priority. */
export function boostWasRefused(): boolean {
  return boostRefused;
}

// The autogroup is the orchestrator's too: never leave it lifted.
process.on('exit', () => {
  if (settings.boost && !boostRefused) {
    setNice([process.pid], 0);
  }
});

/** Lifts (or returns to normal) the priority of both children for a measurement window. */
export function boost(pair: Pair, on: boolean): void {
  if (!settings.boost || boostRefused) {
    return;
  }
  if (!setNice([pair.server.pid, pair.clients.pid], on ? -10 : 0)) {
    boostRefused = true;
    log('  could not change process priority: measuring at normal priority');
  }
}

export interface ConnectResult {
  ms: number;
  failures: number;
  firstError: string | null;
}

export function checkConnect(label: string, result: ConnectResult, count: number): void {
  const rate = count / (result.ms / 1000);
  log(
    `  ${label}: ${count - result.failures}/${count} connected in ${fixed(result.ms / 1000, 1)} s (${fixed(rate, 0)}/s)`,
  );
  if (result.failures > 0) {
    throw new Error(`${label}: ${result.failures} connections failed, first: ${result.firstError}`);
  }
}
