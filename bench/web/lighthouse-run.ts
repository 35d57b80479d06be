// One Lighthouse 12 navigation in a page of a Chromium we launched, with the web app's token placed
// in localStorage before the app's scripts run (the app keeps it under `auth_token`, apps/web/src/lib/storage.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse, { defaultConfig, desktopConfig, type Flags, type Result } from 'lighthouse';
import type { Browser } from 'puppeteer-core';

export type Preset = 'mobile' | 'desktop';
export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
export type Category = (typeof CATEGORIES)[number];
export const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const;
export type Metric = keyof typeof METRICS;

export interface RunResult {
  scores: Record<Category, number>;
  metrics: Record<Metric, number>;
  /** Audits below a perfect score that Lighthouse counts (failed a11y/best-practice checks, opportunities). */
  findings: string[];
  lcpElement: string | null;
  benchmarkIndex: number | null;
}

const AUTH_TOKEN_KEY = 'auth_token';

function findingsOf(lhr: Result): string[] {
  const out: string[] = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1 || audit.scoreDisplayMode === 'informative') {
        continue;
      }
      if (id === 'performance' && ref.weight === 0 && audit.details?.type !== 'opportunity') {
        continue;
      }
      const saving =
        audit.details && 'overallSavingsMs' in audit.details ? audit.details.overallSavingsMs : 0;
      out.push(
        `${id}: ${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}${saving ? `, saves ~${Math.round(saving)} ms` : ''}`,
      );
    }
  }
  return out;
}

function lcpElementOf(lhr: Result): string | null {
  const details = lhr.audits['largest-contentful-paint-element']?.details;
  if (details?.type !== 'list') {
    return null;
  }
  for (const item of details.items) {
    if (item.type === 'table') {
      const node = item.items[0]?.node;
      if (node && typeof node === 'object' && 'snippet' in node) {
        const label =
          'nodeLabel' in node && node.nodeLabel ? ` "${String(node.nodeLabel).slice(0, 60)}"` : '';
        return `${String(node.snippet)}${label}`;
      }
    }
  }
  return null;
}

export async function runLighthouse(
  browser: Browser,
  url: string,
  preset: Preset,
  token: string | null,
): Promise<RunResult> {
  const page = await browser.newPage();
  try {
    const origin = new URL(url).origin;
    // Every document of this origin starts with the token stored (or none for /login). Lighthouse
    // still clears the cache and storage first, so each run is a first visit of a signed-in member.
    const key = JSON.stringify(AUTH_TOKEN_KEY);
    const store =
      token === null
        ? `localStorage.removeItem(${key})`
        : `localStorage.setItem(${key}, ${JSON.stringify(token)})`;
    await page.evaluateOnNewDocument(`if (location.origin === ${JSON.stringify(origin)}) { ${store}; }`);
    const flags: Flags = {
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...CATEGORIES],
    };
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : defaultConfig, page);
    if (!result) {
      throw new Error(`Lighthouse returned nothing for ${url}`);
    }
    const lhr = result.lhr;
    // LIGHTHOUSE_REPORTS=dir keeps each full report (JSON) for reading the trace's details.
    const reports = process.env.LIGHTHOUSE_REPORTS;
    if (reports) {
      mkdirSync(reports, { recursive: true });
      const name = `${preset}${new URL(url).pathname.replaceAll('/', '-')}-${Date.now()}.json`;
      writeFileSync(join(reports, name), JSON.stringify(lhr));
      const trace = (result.artifacts as { Trace?: unknown }).Trace;
      if (trace) {
        writeFileSync(join(reports, name.replace('.json', '.trace.json')), JSON.stringify(trace));
      }
    }
    if (lhr.runtimeError) {
      throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    }
    const finalUrl = lhr.finalDisplayedUrl;
    if (new URL(finalUrl).pathname !== new URL(url).pathname) {
      throw new Error(`${url} ended on ${finalUrl}: the page redirected (signed out?)`);
    }
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    ) as Record<Category, number>;
    const metrics = Object.fromEntries(
      Object.entries(METRICS).map(([k, id]) => [k, lhr.audits[id]?.numericValue ?? Number.NaN]),
    ) as Record<Metric, number>;
    return {
      scores,
      metrics,
      findings: findingsOf(lhr),
      lcpElement: lcpElementOf(lhr),
      benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
    };
  } finally {
    await page.close();
  }
}
