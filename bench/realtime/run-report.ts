// Versions, machine facts and verdict words for the realtime bench report.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { boostWasRefused, childFds, limits } from './run-processes.ts';
import { here, root, settings } from './run-settings.ts';
import { fixed } from './stats.ts';

export function packageVersion(name: string): string {
  for (const base of [join(here, '..', 'node_modules'), join(root, 'node_modules')]) {
    try {
      const json = JSON.parse(readFileSync(join(base, name, 'package.json'), 'utf8')) as { version: string };
      return json.version;
    } catch {
      // next
    }
  }
  return '?';
}

export function gitState(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
    const dirty = execFileSync('git', ['status', '--porcelain', 'packages/realtime'], { cwd: root })
      .toString()
      .trim();
    return dirty === '' ? head : `${head} + uncommitted packages/realtime`;
  } catch {
    return '?';
  }
}

export function environment(): Record<string, string> {
  return {
    date: new Date().toISOString(),
    node: process.version,
    cpu: `${os.cpus().length} x ${os.cpus()[0]?.model ?? '?'}`,
    memory: `${fixed(os.totalmem() / 2 ** 30, 0)} GiB`,
    kernel: `${os.type()} ${os.release()}`,
    pinning: settings.pin ? 'server taskset -c 0, clients taskset -c 1' : 'none',
    priority: !settings.boost
      ? 'normal'
      : boostWasRefused()
        ? 'normal (nice -10 refused)'
        : 'nice -10 for both processes during fan-out rounds and the storm (normal while connecting)',
    fds: `children ${childFds} (parent soft ${limits.soft}, hard ${limits.hard})`,
    git: gitState(),
    packages: ['ws', 'socket.io', 'socket.io-client', 'engine.io', 'centrifuge', 'tsx']
      .map((name) => `${name} ${packageVersion(name)}`)
      .join(', '),
  };
}

export function verdict(met: boolean): string {
  return met ? '**met**' : '**not met**';
}
