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

/**
 * Every route of the app's route table (apps/web/src/app/router.tsx) is held to this, its roots
 * derived from the table (vite/route-roots.ts): a new route is covered without a line here.
 */
export const FIRST_PAINT_BUDGET_KB = 170;

/**
 * Routes whose first paint is not the derived one: the server answers a fresh /login or
 * /register with login.html, the sign-in screen without the router and the app
 * (src/login-main.tsx, docs/decisions/011-first-screen-js-budget.md). A lazy route whose module
 * the test cannot read from the table must be listed here too, or the test fails.
 */
export const PAGE_BUDGETS: readonly PageBudget[] = [
  { path: '/login', budgetKb: 110, roots: ['login.html'] },
  { path: '/register', budgetKb: 110, roots: ['login.html'] },
];

/**
 * Routes still above FIRST_PAINT_BUDGET_KB, each held to what it loads now (rounded up) so it
 * cannot grow, with what keeps it over. Remove a line once its route is within the budget.
 */
export const OVER_BUDGET_ROUTES: Readonly<Record<string, { budgetKb: number; why: string }>> = {};

/**
 * Chunks every signed-in page loads on demand right after its first paint (the realtime client
 * and the payload schemas it parses with). Not part of a page's budget; reported beside it.
 */
export const AFTER_FIRST_PAINT_ROOTS: readonly string[] = [
  'src/features/connection/components/realtime-runtime.tsx',
];

/**
 * Packages a page must not load before its first paint: on the pages listed, or on every route of
 * the table ('every route'). Pages that check a form load zod and the shared schemas when the form
 * is first used (lib/lazy-resolver.ts), dialogs and menus when first opened.
 */
export const KEPT_OFF_FIRST_LOAD: readonly {
  pkg: string;
  pages: readonly string[] | 'every route';
  why: string;
}[] = [
  { pkg: 'centrifuge', pages: 'every route', why: 'the realtime client loads after the first paint' },
  {
    pkg: 'zod',
    pages: 'every route',
    why: 'schemas load with the first use of a form and with the realtime client that parses',
  },
  { pkg: '@radix-ui/react-dialog', pages: 'every route', why: 'dialogs load when first opened' },
  { pkg: '@radix-ui/react-dropdown-menu', pages: 'every route', why: 'menus load when first opened' },
  {
    pkg: '@zxcvbn-ts/language-common',
    pages: 'every route',
    why: 'the common-password list loads when a new password is checked',
  },
  { pkg: 'uplot', pages: ['/login', '/home'], why: 'the chart library loads only with the dashboard charts' },
  // Preact renders React's API (docs/decisions/023-preact.md): React's own runtime never ships.
  { pkg: 'react-dom', pages: 'every route', why: "Preact's compatibility layer answers react-dom" },
  { pkg: 'react', pages: 'every route', why: "Preact's compatibility layer answers react" },
];
