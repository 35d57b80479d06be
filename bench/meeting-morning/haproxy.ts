// The load balancer of the meeting-morning bench: Debian's HAProxy (installed with apt-get when
// missing), HTTP mode with WebSocket pass-through (the upgraded connection becomes a tunnel),
// least-connections over the two app nodes, health check on GET /api/health (docs/architecture.md 4).
// Each answer names the node that served it in `X-Node`, so the bench tells same-node deliveries
// from cross-node ones.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BINARY = '/usr/sbin/haproxy';

export function ensureHaproxy(log: (line: string) => void): string {
  if (!existsSync(BINARY)) {
    log('haproxy missing: apt-get install -y haproxy');
    execFileSync('apt-get', ['install', '-y', 'haproxy'], { stdio: 'inherit' });
  }
  const first = execFileSync(BINARY, ['-v']).toString().split('\n')[0] ?? '';
  return `HAProxy ${/version (\S+)/.exec(first)?.[1] ?? 'unknown'}`;
}

/** HTTP mode with keep-alive; an upgraded WebSocket is a tunnel (idle members only exchange the 25 s pings). */
export const HAPROXY_DEFAULTS = [
  'defaults',
  '  mode http',
  '  option http-keep-alive',
  '  timeout connect 5s',
  '  timeout client 60s',
  '  timeout server 60s',
  '  timeout tunnel 1h',
] as const;

export function haproxyConfig(port: number, nodes: readonly number[], maxconn: number): string {
  return [
    'global',
    `  maxconn ${maxconn}`,
    '  nbthread 1',
    ...HAPROXY_DEFAULTS,
    'frontend meeting',
    `  bind 127.0.0.1:${port}`,
    '  default_backend nodes',
    'backend nodes',
    '  balance leastconn',
    '  option httpchk GET /api/health',
    '  http-check expect status 200',
    '  http-response set-header X-Node %s',
    ...nodes.map((p, i) => `  server node${i + 1} 127.0.0.1:${p} check inter 2s maxconn ${maxconn}`),
    '',
  ].join('\n');
}

export interface Balancer {
  child: ChildProcess;
  configPath: string;
  stop(): Promise<void>;
}

/**
 * HAProxy in the foreground with `config`, written into `dir` and checked first (`-c`); stop()
 * ends it. The meeting morning's balancer and the web bench's TLS front (bench/web/tls-proxy.ts).
 */
export function runHaproxy(dir: string, config: string): Balancer {
  const configPath = join(dir, 'haproxy.cfg');
  writeFileSync(configPath, config);
  execFileSync(BINARY, ['-c', '-q', '-f', configPath]);
  // -db: foreground, no daemon; its pid is this child.
  const child = spawn(BINARY, ['-db', '-f', configPath], { stdio: ['ignore', 'ignore', 'inherit'] });
  return {
    child,
    configPath,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) {
          resolve();
          return;
        }
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export function startHaproxy(port: number, nodes: readonly number[], maxconn: number): Balancer {
  return runHaproxy(mkdtempSync(join(tmpdir(), 'meeting-morning-')), haproxyConfig(port, nodes, maxconn));
}
