// The web byte budgets of docs/architecture.md 10 as a browser sees them: opens /login, /home and
// /inbox (signed in as a demo member) of the built app in Chromium at phone size and sums the gzip
// size (level 9, as the build's .gz files) of every script the page fetched until 3 s after its
// content showed, telling apart the realtime client (with the schemas it parses with), which the
// signed-in shell loads right after its first render. Also checks what the server sent: brotli for
// every script, immutable caching.
// Usage: npm run build && node --import tsx bench/web/bundle-budget.ts
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { AFTER_FIRST_PAINT_ROOTS, KB, PAGE_BUDGETS } from '../../apps/web/build-budget/budgets.ts';
import { pageScriptFiles } from '../../apps/web/build-budget/manifest-graph.ts';
import { startDemoServer } from './demo-server.ts';

interface Loaded {
  file: string;
  encoding: string;
  cacheControl: string;
}

async function scriptsOf(page: Page, url: string, ready: () => Promise<unknown>): Promise<Loaded[]> {
  const loaded: Loaded[] = [];
  page.on('response', (res) => {
    const path = new URL(res.url()).pathname;
    if (path.endsWith('.js')) {
      const headers = res.headers();
      loaded.push({
        file: path.replace(/^\//, ''),
        encoding: headers['content-encoding'] ?? 'none',
        cacheControl: headers['cache-control'] ?? '',
      });
    }
  });
  await page.goto(url, { waitUntil: 'load' });
  await ready();
  await page.waitForTimeout(3000);
  return loaded;
}

const demo = await startDemoServer();
const gzipBytes = (file: string) => gzipSync(readFileSync(join(demo.distDir, file)), { level: 9 }).length;
const manifest = JSON.parse(readFileSync(join(demo.distDir, '.vite/manifest.json'), 'utf8'));
const realtimeFiles = new Set(pageScriptFiles(manifest, AFTER_FIRST_PAINT_ROOTS));
const rootsOf = (path: string) =>
  PAGE_BUDGETS.find((p) => p.path === path)?.roots ?? [
    'index.html',
    'src/app/layout/app-layout.tsx',
    `src/features${path}/routes${path}.tsx`,
  ];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
let ok = true;
try {
  const token = await demo.signIn();
  const pages = [
    { path: '/login', token: null, ready: (p: Page) => p.getByRole('button', { name: 'Sign in' }).waitFor() },
    { path: '/home', token, ready: (p: Page) => p.getByRole('heading', { level: 1 }).waitFor() },
    {
      path: '/inbox',
      token,
      ready: (p: Page) => p.getByRole('heading', { name: 'Inbox' }).first().waitFor(),
    },
  ];
  console.log(
    '| page | JS loaded, gzip kB (files) | of it: realtime client and its schemas | the rest | enforced budget | brotli | immutable |',
  );
  console.log('|---|---:|---:|---:|---:|---|---|');
  for (const entry of pages) {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true });
    if (entry.token) {
      await context.addInitScript({
        content: `localStorage.setItem('auth_token', ${JSON.stringify(entry.token)});`,
      });
    }
    const page = await context.newPage();
    const loaded = await scriptsOf(page, `${demo.baseURL}${entry.path}`, () => entry.ready(page));
    await context.close();
    const sum = (ls: Loaded[]) => ls.reduce((s, l) => s + gzipBytes(l.file), 0) / KB;
    // Shared chunks the page needs anyway count as the page's, not the realtime client's.
    const own = new Set(pageScriptFiles(manifest, rootsOf(entry.path)));
    const realtime = loaded.filter((l) => realtimeFiles.has(l.file) && !own.has(l.file));
    const rest = loaded.filter((l) => !realtime.includes(l));
    const budget = PAGE_BUDGETS.find((p) => p.path === entry.path);
    const brotli = loaded.every((l) => l.encoding === 'br');
    const immutable = loaded.every((l) => l.cacheControl.includes('immutable'));
    ok &&= (budget ? sum(rest) <= budget.budgetKb : true) && brotli && immutable;
    const target = budget?.targetKb ? ` (target ${budget.targetKb})` : '';
    console.log(
      `| ${entry.path} | ${sum(loaded).toFixed(1)} (${loaded.length}) | ${sum(realtime).toFixed(1)} (${realtime.length}) | ${sum(rest).toFixed(1)} | ${budget ? `${budget.budgetKb}${target}` : '—'} | ${brotli ? 'all' : 'NOT ALL'} | ${immutable ? 'all' : 'NOT ALL'} |`,
    );
  }
} finally {
  await browser.close();
  await demo.stop();
}
console.log(ok ? 'verdict: within the enforced budgets' : 'verdict: OVER BUDGET or served wrongly');
process.exitCode = ok ? 0 : 1;
