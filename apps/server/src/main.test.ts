import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from './db/client';
import { spawnServer, waitHealthy } from './testing/server-process';

const dirs: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'chapter-main-'));
  dirs.push(d);
  return d;
}
afterAll(() => {
  for (const d of dirs) {
    rmSync(d, { recursive: true, force: true });
  }
});

describe('server process', () => {
  it('prints one line naming a bad variable and exits 1', async () => {
    const p = await spawnServer({ PORT: '99999', DATA_DIR: tempDir() });
    expect(await p.exited).toBe(1);
    const lines = p.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/PORT/);
  });

  it('explains an unwritable DATA_DIR and exits 1', async () => {
    const p = await spawnServer({ DATA_DIR: '/etc/hostname/chapter-data' });
    expect(await p.exited).toBe(1);
    expect(p.output()).toMatch(/DATA_DIR .* is not a writable directory/);
  });

  it('explains an unreachable DATABASE_URL after retrying and exits 1', async () => {
    // Nothing listens on port 1; the server retries for up to 30 s before giving up.
    const started = Date.now();
    const p = await spawnServer({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(await p.exited).toBe(1);
    expect(Date.now() - started).toBeGreaterThan(20_000);
    expect(p.output()).toMatch(/Cannot reach PostgreSQL at DATABASE_URL/);
  }, 60_000);

  it('bootstraps an empty embedded store once, keeps it across restarts and stops gracefully on SIGTERM', async () => {
    const dataDir = tempDir();
    const first = await spawnServer({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'Admin-Passw0rd!' });
    expect(await waitHealthy(first)).toMatchObject({ status: 'ok', store: 'pglite', realtime: 'memory' });
    // Printed right after listening, once the log lines before it are written.
    await expect.poll(() => first.output()).toMatch(/First start: created/);
    const stoppedAt = Date.now();
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);

    const second = await spawnServer({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'Different-Passw0rd!' });
    await waitHealthy(second);
    expect(second.output()).not.toMatch(/First start/);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 60_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'starts two nodes at once on one PostgreSQL database: migrations and bootstrap run once',
    async () => {
      const base = process.env.TEST_DATABASE_URL ?? '';
      const schema = `main_${Date.now().toString(36)}`;
      const admin = await openStore({ databaseUrl: base, poolSize: 1 });
      await admin.sql.query(`create schema ${schema}`);
      try {
        const url = `${base}${base.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
        const nodes = await Promise.all([
          spawnServer({ DATABASE_URL: url }),
          spawnServer({ DATABASE_URL: url }),
        ]);
        for (const node of nodes) {
          expect(await waitHealthy(node)).toMatchObject({ status: 'ok', store: 'postgres' });
        }
        const bootstraps = () => nodes.filter((n) => n.output().includes('First start: created')).length;
        await expect.poll(bootstraps).toBe(1);
        const { rows } = await admin.sql.query<{ n: string }>(`select count(*) as n from ${schema}.groups`);
        expect(Number(rows[0]?.n)).toBe(1);
        for (const node of nodes) {
          node.child.kill('SIGTERM');
          expect(await node.exited).toBe(0);
        }
      } finally {
        await admin.sql.query(`drop schema ${schema} cascade`);
        await admin.close();
      }
    },
    90_000,
  );

  it('opens a store killed with SIGKILL during start without manual repair', async () => {
    const dataDir = tempDir();
    const victim = await spawnServer({ DATA_DIR: dataDir });
    await new Promise((r) => setTimeout(r, 1200));
    victim.child.kill('SIGKILL');
    await victim.exited;
    const next = await spawnServer({ DATA_DIR: dataDir });
    expect(await waitHealthy(next, 45_000)).toMatchObject({ store: 'pglite' });
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
  }, 90_000);
});
