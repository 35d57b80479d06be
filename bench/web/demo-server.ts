// A started server on the built web app with the demo chapter of `npm run seed:demo`, and a signed-in
// demo member's token. For the web benchmarks; stop() removes everything it made.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../e2e/fixtures/server.ts';
import type { DemoIds } from './lighthouse-pages.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const DEMO_MEMBER = { email: 'maria.alvarez@demo.chapter.test', password: 'Demo-Passw0rd!' };
/** The installation's administrator, created by the seed on its empty store with this password. */
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'Bench-Admin-Passw0rd!' };

export interface DemoServer {
  /** The app itself, over plain HTTP/1.1 (what the benchmark's own API calls use). */
  baseURL: string;
  port: number;
  /** The private copy of apps/web/dist the server sends. */
  distDir: string;
  /**
   * A fresh bearer token (what the web app keeps in localStorage.auth_token) of the demo member, or
   * of the administrator.
   */
  signIn(who?: 'member' | 'admin'): Promise<string>;
  /** Rows of the demo chapter some pages show, looked up through the API as the signed-in member. */
  ids(token: string): Promise<DemoIds>;
  stop(): Promise<void>;
}

async function waitHealthy(baseURL: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`server exited early:\n${output()}`);
    }
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) {
        return;
      }
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer within 60 s:\n${output()}`);
}

export interface DemoServerOptions {
  /**
   * The address browsers open when the app is behind a proxy (bench/web/tls-proxy.ts): its
   * `PUBLIC_URL`, whose origin the realtime endpoint accepts. The app's own address by default.
   */
  publicURL?: string;
}

export async function startDemoServer({ publicURL }: DemoServerOptions = {}): Promise<DemoServer> {
  // BENCH_WEB_DIST=dir measures another build (e.g. a copy of dist/ from before a change).
  const builtDir = process.env.BENCH_WEB_DIST ?? join(root, 'apps/web/dist');
  if (!existsSync(join(builtDir, 'index.html'))) {
    throw new Error(`${builtDir} is missing: run \`npm run build\` first`);
  }
  const work = mkdtempSync(join(tmpdir(), 'chapter-bench-web-'));
  const dataDir = join(work, 'data');
  const distDir = join(work, 'dist');
  cpSync(builtDir, distDir, { recursive: true });
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: DEMO_ADMIN.email,
    ADMIN_PASSWORD: DEMO_ADMIN.password,
  };
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/seed/seed-demo.ts'], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  if (seeded.status !== 0) {
    rmSync(work, { recursive: true, force: true });
    throw new Error(`seed:demo failed:\n${seeded.stdout}\n${seeded.stderr}`);
  }
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/web/serve-build.ts'], {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: publicURL ?? baseURL,
      // Behind the proxy: believe its X-Forwarded-For, as an installation behind one does.
      ...(publicURL ? { TRUST_PROXY: 'loopback' } : {}),
      NODE_ENV: 'production',
      BENCH_DIST_DIR: distDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => {
    log += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    log += d.toString();
  });
  try {
    await waitHealthy(baseURL, child, () => log);
  } catch (err) {
    // A server too slow to start (a loaded machine) is not left running with its copy.
    child.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
    throw err;
  }
  return {
    baseURL,
    port,
    distDir,
    signIn: async (who = 'member') => {
      const res = await fetch(`${baseURL}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(who === 'admin' ? DEMO_ADMIN : DEMO_MEMBER),
      });
      const body = (await res.json()) as { token?: string; message?: string };
      if (!res.ok || !body.token) {
        throw new Error(`demo sign-in failed (${res.status}): ${body.message ?? ''}`);
      }
      return body.token;
    },
    ids: async (token) => {
      const get = async <T>(path: string): Promise<T> => {
        const res = await fetch(`${baseURL}${path}`, { headers: { authorization: `Bearer ${token}` } });
        if (!res.ok) {
          throw new Error(`GET ${path} answered ${res.status}`);
        }
        return (await res.json()) as T;
      };
      const inbox = await get<{ data: { messages: { conversationId: number }[] } }>('/api/inbox');
      const now = new Date().toISOString();
      const meetings = await get<{ items: { id: number; start: string }[] }>(
        `/api/meetings?from=${encodeURIComponent(now)}&limit=5`,
      );
      const members = await get<{ items: { id: number; email: string }[] }>('/api/members');
      const groups = await get<{ items: { id: number }[] }>('/api/admin/groups');
      // The next meeting (what a member opens from home), another member's profile, the chapter.
      const meeting = meetings.items.find((m) => m.start >= now) ?? meetings.items[0];
      const member = members.items.find((m) => m.email !== DEMO_MEMBER.email && m.email.endsWith('.test'));
      const ids = {
        conversationId: inbox.data.messages[0]?.conversationId,
        meetingId: meeting?.id,
        userId: member?.id,
        groupId: groups.items[0]?.id,
      };
      const missing = Object.entries(ids).filter(([, v]) => v === undefined);
      if (missing.length > 0) {
        throw new Error(`the demo chapter has no ${missing.map(([k]) => k).join(', ')}`);
      }
      return ids as DemoIds;
    },
    stop: async () => {
      if (child.exitCode === null) {
        await new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        });
      }
      rmSync(work, { recursive: true, force: true });
    },
  };
}
