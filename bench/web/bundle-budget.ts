// Measures the web budgets of ARCHITECTURE section 10 on the built app:
// JavaScript loaded by /login (at most 150 KB gzip) and the largest lazy chunk (at most 60 KB gzip).
// Usage: node --import tsx bench/web/bundle-budget.ts   (builds nothing; run `npm run build` first)
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startServer } from '../../e2e/fixtures/server.ts';

const LOGIN_BUDGET_KB = 150;
const CHUNK_BUDGET_KB = 60;
const dist = fileURLToPath(new URL('../../apps/web/dist/assets/', import.meta.url));
const gzipKb = (buf: Buffer) => gzipSync(buf, { level: 9 }).length / 1024;

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const page = await browser.newPage();
  const scripts = new Set<string>();
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.pathname.endsWith('.js')) {
      scripts.add(url.pathname.split('/').pop() ?? '');
    }
  });
  await page.goto(`${server.baseURL}/login`, { waitUntil: 'networkidle' });
  await page
    .getByRole('button', { name: /sign in/i })
    .first()
    .waitFor();
  const loaded = [...scripts].map((name) => ({ name, kb: gzipKb(readFileSync(join(dist, name))) }));
  const loginKb = loaded.reduce((sum, s) => sum + s.kb, 0);
  const chunks = readdirSync(dist)
    .filter((f) => f.endsWith('.js'))
    .map((name) => ({ name, kb: gzipKb(readFileSync(join(dist, name))) }))
    .sort((a, b) => b.kb - a.kb);
  const entry = chunks.find((c) => c.name.startsWith('index-'));
  const largestLazy = chunks.find((c) => c !== entry);
  console.log(
    `JS loaded by /login: ${loginKb.toFixed(1)} KB gzip in ${loaded.length} files (budget ${LOGIN_BUDGET_KB})`,
  );
  for (const s of loaded.sort((a, b) => b.kb - a.kb).slice(0, 6)) {
    console.log(`  ${s.name.padEnd(40)} ${s.kb.toFixed(1)} KB`);
  }
  console.log(
    `Largest lazy chunk: ${largestLazy?.name} ${largestLazy?.kb.toFixed(1)} KB gzip (budget ${CHUNK_BUDGET_KB})`,
  );
  console.log(
    `centrifuge loaded on /login: ${loaded.some((s) => s.name.startsWith('realtime-client')) ? 'yes' : 'no'}`,
  );
  const ok = loginKb <= LOGIN_BUDGET_KB && (largestLazy?.kb ?? 0) <= CHUNK_BUDGET_KB;
  console.log(ok ? 'verdict: within budget' : 'verdict: OVER BUDGET');
  process.exitCode = ok ? 0 : 1;
} finally {
  await browser.close();
  await server.stop();
}
