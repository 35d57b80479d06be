/**
 * The web byte budgets of docs/architecture.md 10, in kB of gzip (1 kB = 1000 bytes, gzip level 9
 * as the build's `.gz` files): JavaScript a page loads, and each chunk loaded on demand.
 */
export const KB = 1000;
export const LAZY_CHUNK_BUDGET_KB = 60;

/**
 * Data chunks loaded on a rare action, never by a page, with their own ceiling. A chunk is one of
 * them only if every module in it matches.
 */
export const LAZY_CHUNK_EXCEPTIONS: readonly {
  name: string;
  modules: readonly RegExp[];
  budgetKb: number;
  why: string;
}[] = [
  {
    name: 'common-password list',
    modules: [/packages\/shared\/src\/password-common\.ts$/, /node_modules\/@zxcvbn-ts\//],
    budgetKb: 230,
    why: 'about 49,000 passwords (zxcvbn-ts), loaded when a new password is focused or submitted',
  },
];

export interface PageBudget {
  path: string;
  /** What the test enforces. */
  budgetKb: number;
  /** docs/architecture.md 10's figure, where the enforced budget differs (see `why`). */
  targetKb?: number;
  why?: string;
  /**
   * Manifest keys of the modules the page runs before its first paint: the entry and its route
   * modules (layouts included). Their static imports are added.
   */
  roots: readonly string[];
}

export const PAGE_BUDGETS: readonly PageBudget[] = [
  {
    // A fresh visit: the server answers /login with login.html, the sign-in screen without the
    // router and the app (src/login-main.tsx, docs/decisions/011-first-screen-js-budget.md).
    path: '/login',
    budgetKb: 110,
    roots: ['login.html'],
  },
  {
    path: '/home',
    budgetKb: 170,
    // home.html: the app, its early-requests script, and the shell's and home's chunks it preloads.
    roots: [
      'index.html',
      'src/early/early-requests.ts',
      'src/app/layout/app-layout.tsx',
      'src/features/home/routes/home.tsx',
    ],
  },
];

/**
 * Chunks every signed-in page loads on demand right after its first paint (the realtime client
 * and the payload schemas it parses with). Not part of a page's budget; reported beside it.
 */
export const AFTER_FIRST_PAINT_ROOTS: readonly string[] = [
  'src/features/connection/components/realtime-runtime.tsx',
];

/** Packages that must never be among a page's scripts (they load only where they are used). */
export const KEPT_OFF_FIRST_LOAD: readonly { pkg: string; pages: readonly string[]; why: string }[] = [
  { pkg: 'centrifuge', pages: ['/login', '/home'], why: 'the realtime client loads after the first paint' },
  {
    pkg: 'zod',
    pages: ['/login', '/home'],
    why: 'schemas load with the pages and the realtime client that parse',
  },
  {
    pkg: '@zxcvbn-ts/language-common',
    pages: ['/login', '/home'],
    why: 'the common-password list loads when a new password is checked',
  },
  { pkg: 'react-hook-form', pages: ['/login'], why: 'the sign-in form needs no form library' },
  { pkg: 'uplot', pages: ['/login', '/home'], why: 'the chart library loads only with the dashboard charts' },
];
