// `npm run report -w @app/web`: builds in memory and writes bench/web/bundle-report.md, what every
// route of the table loads before its first paint and what the entry chunks hold. (`npm run
// analyze -w @app/web` draws the interactive treemap, bench/web/bundle-report.html, not committed.)
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadAppRoutes } from '../vite/app-routes';
import { ENTRY_CHUNKS } from '../vite/entry-chunks';
import { chunkContents, kb, lazyChunksOver, pageWeight } from './budget-report';
import {
  AFTER_FIRST_PAINT_ROOTS,
  FIRST_PAINT_BUDGET_KB,
  LAZY_CHUNK_BUDGET_KB,
  type PageBudget,
} from './budgets';
import { lazyScriptFiles, pageScriptFiles } from './manifest-graph';
import { type MeasuredBuild, type MeasuredChunk, measureBuild } from './measure-build';
import { routeBudgets } from './route-budgets';

const OUT = fileURLToPath(new URL('../../../bench/web/bundle-report.md', import.meta.url));
const f1 = (bytes: number) => kb(bytes).toFixed(1);

function packageOf(id: string): string {
  return (
    /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1] ??
    (id.includes('packages/shared') ? '@app/shared' : 'app code')
  );
}

/** A chunk's gzip size shared out by package, in proportion to each package's rendered length. */
function byPackage(chunk: MeasuredChunk): [string, number][] {
  const rendered = new Map<string, number>();
  let total = 0;
  for (const [id, bytes] of Object.entries(chunk.renderedBytes)) {
    rendered.set(packageOf(id), (rendered.get(packageOf(id)) ?? 0) + bytes);
    total += bytes;
  }
  return [...rendered.entries()]
    .map(([pkg, bytes]): [string, number] => [pkg, total > 0 ? (chunk.gzipBytes * bytes) / total : 0])
    .sort((a, b) => b[1] - a[1]);
}

function chunkRows(chunks: MeasuredChunk[]): string[] {
  return [
    '| file | gzip kB | holds |',
    '|---|---:|---|',
    ...chunks.map(
      (c) =>
        `| \`${c.file.replace(/-[\w-]{8}\.js$/, '.js')}\` | ${f1(c.gzipBytes)} | ${chunkContents(c, 5)} |`,
    ),
  ];
}

function report(build: MeasuredBuild, pages: readonly PageBudget[]): string {
  const weights = pages.map((p) => pageWeight(build, p));
  const home = pages.find((p) => p.path === '/home');
  const homeFiles = new Set(home ? pageScriptFiles(build.manifest, home.roots) : []);
  // The chunks every signed-in page loads (those home loads, less what some page does without).
  const signedIn = weights.filter((w) => w.chunks.some((c) => c.file.startsWith('assets/app-layout-')));
  const sharedFiles = new Set(
    [...homeFiles].filter((file) => signedIn.every((w) => w.chunks.some((c) => c.file === file))),
  );
  const shared = [...sharedFiles]
    .map((file) => build.chunks.get(file) as MeasuredChunk)
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const after = pageScriptFiles(build.manifest, AFTER_FIRST_PAINT_ROOTS)
    .filter((file) => !homeFiles.has(file))
    .map((file) => build.chunks.get(file) as MeasuredChunk)
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const afterBytes = after.reduce((sum, c) => sum + c.gzipBytes, 0);
  const entries = [...build.chunks.values()].filter((c) =>
    Object.values(ENTRY_CHUNKS).some((name) => c.file.startsWith(`assets/${name}-`)),
  );
  const lazy = lazyScriptFiles(build.manifest)
    .map((file) => build.chunks.get(file) as MeasuredChunk)
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .slice(0, 10);
  return [
    '# Web bundle report',
    '',
    'Written by `npm run report -w @app/web` from a fresh production build: gzip level 9 (as the',
    "build's `.gz` files), 1 kB = 1000 bytes; chunk names without their hash. The same figures are",
    'checked in `npm test` (apps/web/build-budget). For the interactive treemap run',
    '`npm run analyze -w @app/web` (writes bench/web/bundle-report.html, not committed).',
    '',
    '## Pages',
    '',
    '| page | JS gzip kB | JS raw kB | files | enforced budget | docs/architecture.md target |',
    '|---|---:|---:|---:|---:|---:|',
    ...weights.map(
      (w, i) =>
        `| ${w.path} | ${w.totalKb.toFixed(1)} | ${f1(w.chunks.reduce((sum, c) => sum + c.rawBytes, 0))} | ${w.chunks.length} | ${w.budgetKb} | ${pages[i]?.targetKb ?? w.budgetKb} |`,
    ),
    `| signed-in pages, after the first paint (realtime client, payload schemas) | +${f1(afterBytes)} | +${f1(after.reduce((sum, c) => sum + c.rawBytes, 0))} | +${after.length} | — | — |`,
    '',
    '### What every signed-in page loads',
    '',
    ...chunkRows(shared),
    '',
    ...weights
      .filter((w) => w.totalKb > FIRST_PAINT_BUDGET_KB)
      .flatMap((w) => [
        `### ${w.path} (over ${FIRST_PAINT_BUDGET_KB} kB), beyond what every signed-in page loads`,
        '',
        ...chunkRows(w.chunks.filter((c) => !sharedFiles.has(c.file))),
        '',
      ]),
    '### After the first paint of a signed-in page',
    '',
    ...chunkRows(after),
    '',
    '## What the entry chunks hold',
    '',
    "Each chunk's gzip size shared out by package in proportion to each one's rendered size.",
    '',
    ...entries.flatMap((entry) => [
      `### \`${entry.file.replace(/-[\w-]{8}\.js$/, '.js')}\`, ${f1(entry.gzipBytes)} kB gzip`,
      '',
      '| package | ≈ gzip kB |',
      '|---|---:|',
      ...byPackage(entry).map(([pkg, bytes]) => `| ${pkg} | ${f1(bytes)} |`),
      '',
    ]),
    `## Largest chunks loaded on demand (budget ${LAZY_CHUNK_BUDGET_KB} kB each)`,
    '',
    ...chunkRows(lazy),
    '',
    ...(lazyChunksOver(build, LAZY_CHUNK_BUDGET_KB).length > 0
      ? ['Over budget:', ...lazyChunksOver(build, LAZY_CHUNK_BUDGET_KB).map((l) => `- ${l}`), '']
      : []),
  ].join('\n');
}

const { pages, unreadable } = routeBudgets(await loadAppRoutes());
if (unreadable.length > 0) {
  throw new Error(`routes whose module could not be read: ${unreadable.join(', ')}`);
}
const build = await measureBuild();
writeFileSync(OUT, report(build, pages));
console.log(`wrote ${OUT}`);
