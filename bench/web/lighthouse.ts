// Lighthouse 12 on one page of every page family of the demo chapter (lighthouse-pages.ts,
// docs/architecture.md 10): mobile preset with its default (simulated) throttling and the desktop
// preset, N runs each, interleaved; prints the medians and, with --write-readme, writes them to
// bench/README.md (Web section).
// The browser reaches the app as it does an installation: over HTTPS through a TLS terminator that
// speaks HTTP/2 (bench/web/tls-proxy.ts, docs/decisions/025-web-bench-over-https.md); with
// `--transport http` straight to the Node server over plain HTTP/1.1 instead (as `npm start`
// serves localhost), each transport with its own block in bench/README.md.
// Usage: npm run build && node --import tsx bench/web/lighthouse.ts [--runs 3] [--write-readme]
//   [--pages /calendar,/meetings/:meetingId,...] [--presets mobile] [--transport https|http]
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';
import { freePort } from '../../e2e/fixtures/server.ts';
import { startDemoServer } from './demo-server.ts';
import { ADMIN_PAGES, pagePath, SIGNED_OUT_PAGES, selectPages } from './lighthouse-pages.ts';
import { markdownTable, type PageRuns, writeReadmeBlock } from './lighthouse-report.ts';
import { type Preset, runLighthouse } from './lighthouse-run.ts';
import { startTlsProxy, type TlsProxy } from './tls-proxy.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    // Page patterns of lighthouse-pages.ts (or concrete paths of them); all of them by default.
    pages: { type: 'string' },
    presets: { type: 'string', default: 'mobile,desktop' },
    transport: { type: 'string', default: 'https' },
    'write-readme': { type: 'boolean', default: false },
  },
});
if (values.transport !== 'https' && values.transport !== 'http') {
  throw new Error(`--transport is https or http (got ${values.transport})`);
}
const overHttps = values.transport === 'https';
const runs = Number(values.runs);
const selected = selectPages(values.pages);
const presets = values.presets.split(',') as Preset[];
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const readme = fileURLToPath(new URL('../README.md', import.meta.url));
const resultsDir = fileURLToPath(new URL('../results/', import.meta.url));

/** Lighthouse sometimes loses the trace on a loaded machine (NO_NAVSTART); such a run is redone. */
async function withRetries<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let i = 1; ; i += 1) {
    try {
      return await run();
    } catch (err) {
      if (i >= attempts) {
        throw err;
      }
      console.warn(`  retrying after: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`);
    }
  }
}

const proxyPort = overHttps ? await freePort() : null;
const demo = await startDemoServer(proxyPort === null ? {} : { publicURL: `https://127.0.0.1:${proxyPort}` });
let proxy: TlsProxy | null = null;
try {
  proxy = proxyPort === null ? null : await startTlsProxy(proxyPort, demo.port);
} catch (err) {
  await demo.stop();
  throw err;
}
const pageBase = proxy?.baseURL ?? demo.baseURL;
const browser = await puppeteer.launch({
  executablePath: chromium,
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-dev-shm-usage',
    ...(proxy?.chromiumArgs ?? []),
  ],
});
const started = new Date();
const loadAtStart = loadavg()[0] ?? 0;
let pages: PageRuns[] = [];
try {
  const token = await demo.signIn();
  const adminToken = await demo.signIn('admin');
  const ids = await demo.ids(token);
  pages = presets.flatMap((preset) =>
    selected.map(({ pattern, path }) => ({
      path: pattern,
      url: path ?? pagePath(pattern, ids),
      preset,
      runs: [],
    })),
  );
  // Interleaved (run 1 of every page, then run 2...), so a busy moment of the machine does not
  // land on one page's runs only.
  for (let i = 0; i < runs; i += 1) {
    for (const p of pages) {
      const result = await withRetries(() =>
        runLighthouse(
          browser,
          `${pageBase}${p.url}`,
          p.preset,
          SIGNED_OUT_PAGES.has(p.path) ? null : ADMIN_PAGES.has(p.path) ? adminToken : token,
        ),
      );
      p.runs.push(result);
      const s = result.scores;
      console.log(
        `run ${i + 1} ${p.preset.padEnd(7)} ${p.url.padEnd(28)} perf ${s.performance} a11y ${s.accessibility} bp ${s['best-practices']}` +
          ` LCP ${Math.round(result.metrics.lcp)} ms TBT ${Math.round(result.metrics.tbt)} ms CLS ${result.metrics.cls.toFixed(3)}`,
      );
    }
  }
} finally {
  await browser.close();
  await proxy?.stop();
  await demo.stop();
}

const table = markdownTable(pages);
console.log(`\n${table}\n`);
const findings = new Map<string, number>();
for (const p of pages) {
  for (const r of p.runs) {
    for (const f of r.findings) {
      const key = `${p.preset} ${p.path} ${f.replace(/\(.*?\)|~\d+ ms/g, '').trim()}`;
      findings.set(key, (findings.get(key) ?? 0) + 1);
    }
  }
  console.log(`${p.preset} ${p.url} LCP element: ${p.runs[0]?.lcpElement ?? 'none'}`);
}
console.log('\nAudits below full marks (runs out of each page):');
for (const [finding, count] of [...findings.entries()].sort()) {
  console.log(`  ${finding}: ${count}/${runs}`);
}

mkdirSync(resultsDir, { recursive: true });
const stamp = started.toISOString().replace(/[:.]/g, '-');
writeFileSync(`${resultsDir}web-lighthouse-${stamp}.json`, JSON.stringify(pages, null, 2));

if (values['write-readme']) {
  const version = await (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version;
  const benchmarkIndexes = pages.flatMap((p) => p.runs.map((r) => r.benchmarkIndex ?? 0));
  const block = [
    `Last run ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${runs} runs per page and preset, interleaved:`,
    '',
    '```sh',
    `npm run build && node --import tsx bench/web/lighthouse.ts --runs ${runs} --presets ${presets.join(',')}${values.pages ? ` --pages ${values.pages}` : ''}${overHttps ? '' : ' --transport http'} --write-readme`,
    '```',
    '',
    `- Lighthouse ${version}, ${chromium} (headless); Node ${process.version}; ${cpus().length} x ${cpus()[0]?.model ?? 'CPU'}; ` +
      `Lighthouse CPU benchmark index ${Math.min(...benchmarkIndexes)}-${Math.max(...benchmarkIndexes)}; ` +
      `load average ${loadAtStart.toFixed(1)} at the start, ${(loadavg()[0] ?? 0).toFixed(1)} at the end (a shared machine: ` +
      'the simulated TBT scales with the CPU time the page gets)',
    proxy
      ? `- Over HTTPS as an installation is reached: ${proxy.version} terminating TLS (a certificate made for the run, its key trusted by Chromium) and speaking HTTP/2 to the browser, HTTP/1.1 to the app on the same machine`
      : '- Straight to the Node server over plain HTTP/1.1 (as `npm start` serves localhost): the browser opens at most six connections to it',
    '- Demo chapter of `npm run seed:demo` on PGlite; every page but `/login` signed in as its President, ' +
      `maria.alvarez@demo.chapter.test, but ${[...ADMIN_PAGES].map((p) => `\`${p}\``).join(', ')} ` +
      '(manage_settings, which a President does not hold) as the administrator ' +
      '(token placed in localStorage before the app starts; cache and storage ' +
      'otherwise cleared per run). `:id` parts are rows of the demo chapter looked up through the API: ' +
      `${pages
        .filter((p) => p.path !== p.url)
        .filter((p, i, all) => all.findIndex((q) => q.path === p.path) === i)
        .map((p) => `\`${p.url}\``)
        .join(', ')}.`,
    '- Scores are medians of the runs; metrics are medians too (each on its own).',
    '',
    table,
  ].join('\n');
  writeReadmeBlock(readme, block, overHttps ? 'lighthouse' : 'lighthouse-http');
  console.log(`\nwrote the medians to ${readme}`);
}
