// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { createAppRoutes } from '../src/app/router';
import { APP_FONT_FILE } from '../vite/font-preload';
import { describePage, filesHoldingPackage, lazyChunksOver, pageWeight } from './budget-report';
import {
  FIRST_PAINT_BUDGET_KB,
  KEPT_OFF_FIRST_LOAD,
  LAZY_CHUNK_BUDGET_KB,
  OVER_BUDGET_ROUTES,
} from './budgets';
import { pageScriptFiles } from './manifest-graph';
import { type MeasuredBuild, measureBuild } from './measure-build';
import { routeBudgets } from './route-budgets';

// Every route of the app's route table, its first-paint modules derived from the table.
const { pages: PAGE_BUDGETS, unreadable } = routeBudgets(createAppRoutes());

// Byte budgets are deterministic, so they are checked here on a fresh build of the current sources
// (in memory; dist/ is left alone). Lighthouse figures are measured by bench/web, not here.
describe('web bundle budgets (docs/architecture.md 10)', () => {
  let measured: MeasuredBuild;
  beforeAll(async () => {
    measured = await measureBuild();
  }, 240_000);

  it('reads the first-paint modules of every route from the route table', () => {
    expect(
      unreadable,
      'lazy routes whose module is not read from `lazy: () => import(…)`: list them in budgets.ts PAGE_BUDGETS',
    ).toEqual([]);
    expect(PAGE_BUDGETS.map((p) => p.path)).toEqual(expect.arrayContaining(['/login', '/home', '/calendar']));
  });

  it(`lists in OVER_BUDGET_ROUTES only routes of the table (others are held to ${FIRST_PAINT_BUDGET_KB} kB)`, () => {
    const paths = new Set(PAGE_BUDGETS.map((p) => p.path));
    expect(Object.keys(OVER_BUDGET_ROUTES).filter((path) => !paths.has(path))).toEqual([]);
  });

  for (const page of PAGE_BUDGETS) {
    const target = page.targetKb ? ` (docs/architecture.md's target ${page.targetKb} kB: ${page.why})` : '';
    it(`keeps the JavaScript loaded by ${page.path} within ${page.budgetKb} kB gzip${target}`, () => {
      const weight = pageWeight(measured, page);
      expect(weight.totalKb, describePage(weight)).toBeLessThanOrEqual(page.budgetKb);
    });
  }

  it("every route's page names every script the route runs before its first paint, so the browser asks at once", () => {
    const served = new Map(measured.routePages.map((r) => [r.path, r.page]));
    for (const page of PAGE_BUDGETS) {
      // Fresh visits to /login and /register get login.html, which budgets its own script; the
      // diagnostic pages are in the route table of dev builds and opt-in builds only.
      if (page.path === '/login' || page.path === '/register' || page.path.startsWith('/__test/')) {
        continue;
      }
      // index.html when the route runs nothing more (the unknown-route page).
      const file = served.get(page.path) ?? 'index.html';
      const html = measured.pages.get(file) ?? '';
      const missing = pageScriptFiles(measured.manifest, page.roots).filter((f) => !html.includes(`/${f}"`));
      expect(missing, `${file}, the page of ${page.path} (vite/route-pages.ts), does not name them`).toEqual(
        [],
      );
    }
  });

  it('every page is sent compressed as the build wrote it: its .br and .gz hold the same text', () => {
    const html = [...measured.pages.keys()].filter((file) => file.endsWith('.html'));
    expect(html.length, 'index.html, login.html and a page per route').toBeGreaterThan(20);
    for (const file of html) {
      expect(measured.pages.get(`${file}.br`), `${file}.br`).toBe(measured.pages.get(file));
      expect(measured.pages.get(`${file}.gz`), `${file}.gz`).toBe(measured.pages.get(file));
    }
  });

  it("the app's pages run the early-requests script before their entry, so the data is asked for first", () => {
    const early = measured.manifest['src/early/early-requests.ts'];
    const entry = measured.manifest['index.html'];
    expect(early?.imports ?? [], 'the early script imports nothing').toEqual([]);
    for (const page of ['index.html', ...new Set(measured.routePages.map((r) => r.page))]) {
      const html = measured.pages.get(page) ?? '';
      const earlyAt = html.indexOf(`<script type="module" async crossorigin src="/${early?.file}">`);
      expect(earlyAt, `${page} loads ${early?.file}`).toBeGreaterThan(-1);
      expect(earlyAt, `${page} loads it before ${entry?.file}`).toBeLessThan(
        html.indexOf(`/${entry?.file}"`),
      );
    }
  });

  it('every page preloads the app font its text uses, so the first text paints once, in it', () => {
    const fonts = [...measured.assets].filter((file) => APP_FONT_FILE.test(file));
    expect(fonts, 'one Figtree Latin font file in the build').toHaveLength(1);
    for (const page of [...measured.pages.keys()]) {
      expect(measured.pages.get(page), page).toContain(
        `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${fonts[0]}">`,
      );
    }
  });

  it(`keeps every chunk loaded on demand within ${LAZY_CHUNK_BUDGET_KB} kB gzip`, () => {
    expect(lazyChunksOver(measured, LAZY_CHUNK_BUDGET_KB)).toEqual([]);
  });

  for (const rule of KEPT_OFF_FIRST_LOAD) {
    const paths = rule.pages === 'every route' ? PAGE_BUDGETS.map((p) => p.path) : rule.pages;
    for (const path of paths) {
      it(`does not load ${rule.pkg} on ${path} (${rule.why})`, () => {
        const page = PAGE_BUDGETS.find((p) => p.path === path);
        expect(page, `no page budget for ${path}`).toBeDefined();
        const files = filesHoldingPackage(measured, page?.roots ?? [], rule.pkg);
        expect(files, `${rule.pkg} is bundled into ${files.join(', ')}, which ${path} loads`).toEqual([]);
      });
    }
  }
});
