// Medians of Lighthouse runs and their Markdown for bench/README.md.
import { readFileSync, writeFileSync } from 'node:fs';
import { CATEGORIES, type Category, type Metric, type Preset, type RunResult } from './lighthouse-run.ts';

export interface PageRuns {
  /** The page's pattern in lighthouse-pages.ts (how the table names it). */
  path: string;
  /** What was measured: the pattern with the demo chapter's ids. */
  url: string;
  preset: Preset;
  runs: RunResult[];
}

/**
 * Mobile performance of issue 24 before its work, measured the same way (median of 3, Chromium
 * here); the other pages were not measured then.
 */
export const BEFORE: Record<Preset, Record<string, number | null>> = {
  mobile: {
    '/login': 98,
    '/home': 94,
    '/inbox': 93,
    '/roster': 90,
    '/admin/dashboard': 89,
    '/activity/received': 85,
    '/admin/attendance': 82,
    '/admin/reports': 82,
    '/calendar': 78,
  },
  desktop: {},
};
/** Every page: mobile performance 95 or more, desktop 100, accessibility and best practices 100. */
export const TARGETS: Record<Preset, Record<Category, number>> = {
  mobile: { performance: 95, accessibility: 100, 'best-practices': 100 },
  desktop: { performance: 100, accessibility: 100, 'best-practices': 100 },
};

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

export const medianScore = (p: PageRuns, c: Category) => median(p.runs.map((r) => r.scores[c]));
export const medianMetric = (p: PageRuns, m: Metric) => median(p.runs.map((r) => r.metrics[m]));

const ms = (v: number) => (v >= 1000 ? `${(v / 1000).toFixed(1)} s` : `${Math.round(v)} ms`);

function verdict(p: PageRuns): string {
  const missed = CATEGORIES.filter((c) => medianScore(p, c) < TARGETS[p.preset][c]);
  return missed.length === 0 ? 'met' : `**missed** (${missed.join(', ')})`;
}

export function markdownTable(pages: PageRuns[]): string {
  const rows = pages.map((p) => {
    const before = BEFORE[p.preset][p.path];
    const runs = p.runs.map((r) => r.scores.performance).join('/');
    return `| ${p.path} | ${p.preset} | ${before ?? '—'} | **${medianScore(p, 'performance')}** (${runs}) | ${medianScore(p, 'accessibility')} | ${medianScore(p, 'best-practices')} | ${ms(medianMetric(p, 'fcp'))} | ${ms(medianMetric(p, 'lcp'))} | ${ms(medianMetric(p, 'tbt'))} | ${medianMetric(p, 'cls').toFixed(3)} | ${ms(medianMetric(p, 'si'))} | ${verdict(p)} |`;
  });
  return [
    '| page | preset | performance before | performance now (runs) | accessibility | best practices | FCP | LCP | TBT | CLS | Speed Index | targets |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows,
  ].join('\n');
}

/**
 * Replaces the block between the `<!-- name:start -->` and `<!-- name:end -->` markers of
 * bench/README.md (or fails without them): `lighthouse` over HTTPS, `lighthouse-http` straight.
 */
export function writeReadmeBlock(readmePath: string, block: string, name: string): void {
  const START = `<!-- ${name}:start -->`;
  const END = `<!-- ${name}:end -->`;
  const text = readFileSync(readmePath, 'utf8');
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start) {
    throw new Error(`${readmePath} has no ${START} ... ${END} block`);
  }
  writeFileSync(readmePath, `${text.slice(0, start + START.length)}\n${block}\n${text.slice(end)}`);
}
