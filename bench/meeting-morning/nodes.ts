// The app nodes of the meeting-morning bench: each is `apps/server/src/main.ts` run as `npm start`
// runs it after the web build (node with the tsx loader), with PORT, DATABASE_URL and REDIS_URL
// (docs/architecture.md 4, 13), so its outbox worker and daily jobs run as in production.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { NODE_ENV_VARS } from './settings.ts';

const MAIN = fileURLToPath(new URL('../../apps/server/src/main.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface AppNode {
  name: string;
  port: number;
  child: ChildProcess;
  pid: number;
  stop(): Promise<void>;
}

async function waitHealthy(port: number, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`node on ${port} exited (${child.exitCode})`);
    }
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.status === 200) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`node on ${port} not healthy after ${timeoutMs} ms`);
}

export async function startNode(
  name: string,
  port: number,
  env: { databaseUrl: string; redisUrl: string },
): Promise<AppNode> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...NODE_ENV_VARS,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: env.databaseUrl,
      REDIS_URL: env.redisUrl,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitHealthy(port, child, 60_000);
  return {
    name,
    port,
    child,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) {
          resolve();
          return;
        }
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
