import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, spawnServer, waitHealthy } from '../testing/server-process';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'chapter-seed-lock-'));
let server: ServerProcess | undefined;
afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

function runSeed(
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/seed/seed-demo.ts'], {
      cwd: serverDir,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    child.on('exit', (code) => done({ code, stdout, stderr }));
  });
}

describe('npm run seed:demo next to a running server', () => {
  it('refuses with one line while the server has the embedded store open, writing nothing', async () => {
    server = await spawnServer({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'Admin-Passw0rd!' });
    await waitHealthy(server, 45_000);
    const seed = await runSeed({ DATA_DIR: dataDir });
    expect(seed.code).toBe(1);
    expect(seed.stdout).toBe('');
    expect(seed.stderr.trim().split('\n')).toEqual([
      `npm run seed:demo: the embedded store in "${resolve(dataDir)}" is in use by the server (pid ${server.child.pid}); stop it, seed, then start it again.`,
    ]);
    // The server was not disturbed.
    expect(await waitHealthy(server)).toMatchObject({ status: 'ok', store: 'pglite' });
  }, 90_000);
});
