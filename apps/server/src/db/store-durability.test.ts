import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from './client';
import { runMigrations } from './migrate';

const dataDir = mkdtempSync(join(tmpdir(), 'chapter-kill-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('embedded store durability', () => {
  it('opens after a SIGKILL in the middle of writes, with every committed transaction whole', async () => {
    const script = fileURLToPath(new URL('../testing/write-loop.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', script, dataDir], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (d: Buffer) => {
        if (d.toString().includes('ready')) {
          resolve();
        }
      });
      child.on('exit', (code) => reject(new Error(`writer exited early (${code})`)));
    });
    await new Promise((r) => setTimeout(r, 1500));
    child.kill('SIGKILL');
    await new Promise((r) => child.on('exit', r));

    const store = await openStore({ dataDir });
    try {
      await runMigrations(store.sql);
      const { rows } = await store.sql.query<{ metas: string; audits: string }>(
        "select (select count(*) from app_meta where key like 'row-%') as metas, (select count(*) from audit_log where action = 'write-loop') as audits",
      );
      const metas = Number(rows[0]?.metas);
      const audits = Number(rows[0]?.audits);
      expect(metas).toBeGreaterThan(0);
      // Both inserts of a transaction are there, or neither.
      expect(audits).toBe(metas);
      await store.db.execute(sql`insert into app_meta (key, value) values ('after-crash', 'ok')`);
    } finally {
      await store.close();
    }
  }, 60_000);
});
