import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, spawnServer, waitHealthy } from './testing/server-process';

const dataDir = mkdtempSync(join(tmpdir(), 'chapter-first-start-'));
let server: ServerProcess | undefined;
afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('first start', () => {
  it('prints the administrator sign-in and the join code once, set apart, after the server listens', async () => {
    server = await spawnServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info', BOOTSTRAP_GROUP_CODE: '424242' });
    await waitHealthy(server, 45_000);
    const running = server;
    await expect.poll(() => running.output()).toMatch(/Group join code/);
    const output = server.output();
    const listening = output.indexOf('listening on');
    const notice = output.indexOf('First start: created');
    expect(listening).toBeGreaterThan(-1);
    expect(notice).toBeGreaterThan(listening);
    const box = output.slice(output.lastIndexOf('\n\n', notice));
    const password = /Password +(\S+) +\(generated, shown only this once\)/.exec(box)?.[1];
    expect(box).toMatch(/Administrator +admin@example\.com/);
    expect(box).toMatch(/Group join code +424242/);
    expect(box).toMatch(/^\n+={78}\n {2}First start: created/);
    // The password shown is the administrator's, and it appears nowhere else in the output.
    expect(password).toBeDefined();
    expect(output.split(password ?? '').length).toBe(2);
    const login = await fetch(`http://127.0.0.1:${server.port}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password }),
    });
    expect(login.status).toBe(200);
  }, 90_000);
});
