// The main thread after the first paint, measured in the page rather than simulated: each path of the
// demo chapter opened signed in as its President, at 412 px with the CPU slowed four times (as
// Lighthouse's mobile preset assumes), and the browser's long tasks (over 50 ms) after the first
// contentful paint summed as blocking time over 7 s. Lighthouse derives its blocking time from the
// same tasks, with its own scaling and a lot more noise between runs; this shows one change's effect.
// Usage: npm run build && node --import tsx bench/web/long-tasks.ts --pages /roster,/admin/users [--runs 3]
//   (BENCH_WEB_DIST=dir measures another build, e.g. a copy of dist/ from before a change)
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';
import { startDemoServer } from './demo-server.ts';

const { values } = parseArgs({
  options: { pages: { type: 'string', default: '/roster' }, runs: { type: 'string', default: '3' } },
});
const paths = values.pages.split(',');
const runs = Number(values.runs);

const RECORD_LONG_TASKS = `window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
}).observe({ type: 'longtask', buffered: true });`;

interface Measured {
  fcp: number;
  longTasks: [number, number][];
}

const demo = await startDemoServer();
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
});
try {
  const token = await demo.signIn();
  console.log('| page | run | first paint | blocking time after it | longest task | long tasks |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (let run = 1; run <= runs; run += 1) {
    for (const path of paths) {
      const page = await browser.newPage();
      await page.setViewport({ width: 412, height: 823 });
      await page.goto(`${demo.baseURL}/login`);
      await page.evaluate(`localStorage.setItem('auth_token', ${JSON.stringify(token)})`);
      await page.evaluateOnNewDocument(RECORD_LONG_TASKS);
      const cdp = await page.createCDPSession();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(`${demo.baseURL}${path}`);
      await new Promise((resolve) => setTimeout(resolve, 7000));
      const m = (await page.evaluate(
        `({ fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0, longTasks: window.__longTasks })`,
      )) as Measured;
      const after = m.longTasks.filter(([start]) => start >= m.fcp);
      const blocking = after.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
      const longest = Math.max(0, ...after.map(([, d]) => d));
      console.log(
        `| ${path} | ${run} | ${Math.round(m.fcp)} ms | ${Math.round(blocking)} ms | ${Math.round(longest)} ms | ${after.length} |`,
      );
      await page.close();
    }
  }
} finally {
  await browser.close();
  await demo.stop();
}
