import type { RouteObject } from 'react-router';
import { routeFirstPaints } from '../vite/route-roots';
import { FIRST_PAINT_BUDGET_KB, OVER_BUDGET_ROUTES, PAGE_BUDGETS, type PageBudget } from './budgets';

export interface RouteBudgets {
  pages: PageBudget[];
  /** Lazy routes whose module could not be read from the table and that budgets.ts does not list. */
  unreadable: string[];
}

/** The budget of every route of the table: its override in budgets.ts, or the derived roots. */
export function routeBudgets(routes: readonly RouteObject[]): RouteBudgets {
  const pages: PageBudget[] = [];
  const unreadable: string[] = [];
  for (const route of routeFirstPaints(routes)) {
    const listed = PAGE_BUDGETS.find((p) => p.path === route.path);
    if (listed) {
      pages.push(listed);
    } else if (route.roots === null) {
      unreadable.push(route.path);
    } else {
      const over = OVER_BUDGET_ROUTES[route.path];
      pages.push({
        path: route.path,
        roots: route.roots,
        budgetKb: over?.budgetKb ?? FIRST_PAINT_BUDGET_KB,
        ...(over ? { targetKb: FIRST_PAINT_BUDGET_KB, why: over.why } : {}),
      });
    }
  }
  return { pages, unreadable };
}
