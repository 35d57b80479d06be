import { fileURLToPath } from 'node:url';

/** What rolldown hands a code-splitting group's `name` function: the module graph, read-only. */
interface ChunkingContext {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

const src = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

const APP_ENTRY = src('main.tsx');
const SIGN_IN = src('features/auth/routes/login.tsx');
const SIGNED_IN_SHELL = src('app/layout/app-layout.tsx');
const HOME = src('features/home/routes/home.tsx');

/**
 * The app modules a root imports statically, transitively, and the packages' modules they import
 * directly. Packages are not followed inside: an index such as lucide-react's names every icon of
 * the package, and only rolldown knows which of them are used (those go to the icons group).
 */
function staticClosure(root: string, ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const pending = [root];
  while (pending.length > 0) {
    const id = pending.pop() as string;
    if (!seen.has(id)) {
      seen.add(id);
      if (!id.includes('/node_modules/')) {
        pending.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
      }
    }
  }
  return seen;
}

/**
 * What the app's other lazy modules (every route but home, the dialogs and clients loaded on
 * demand) import statically: the static closures of every module reached by a dynamic import from
 * the app's entry, home's own excepted.
 */
function otherLazyClosure(ctx: ChunkingContext): Set<string> {
  const lazyRoots = new Set<string>();
  const seen = new Set<string>();
  const pending = [APP_ENTRY];
  while (pending.length > 0) {
    const id = pending.pop() as string;
    if (!seen.has(id) && !id.includes('/node_modules/')) {
      seen.add(id);
      const info = ctx.getModuleInfo(id);
      pending.push(...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? []));
      for (const lazy of info?.dynamicallyImportedIds ?? []) {
        lazyRoots.add(lazy);
      }
    }
  }
  lazyRoots.delete(HOME);
  const out = new Set<string>();
  for (const root of lazyRoots) {
    for (const id of staticClosure(root, ctx)) {
      out.add(id);
    }
  }
  return out;
}

interface Closures {
  ctx: ChunkingContext;
  signIn: Set<string>;
  shell: Set<string>;
  home: Set<string>;
  otherLazy: Set<string>;
}

let closures: Closures | null = null;

function closuresFor(ctx: ChunkingContext): Closures {
  if (closures?.ctx !== ctx) {
    closures = {
      ctx,
      signIn: staticClosure(SIGN_IN, ctx),
      shell: staticClosure(SIGNED_IN_SHELL, ctx),
      home: staticClosure(HOME, ctx),
      otherLazy: otherLazyClosure(ctx),
    };
  }
  return closures;
}

/**
 * Not a route module itself (the manifest keys them). What the entry chunk holds is taken by its
 * own group, which comes first.
 */
const grouped = (id: string) => id !== SIGN_IN && id !== SIGNED_IN_SHELL && id !== HOME;

/**
 * The code of the first screens in two chunks, chosen from the module graph: 'first-screen', what
 * sign-in and the signed-in shell both import (UI primitives, tailwind-merge, icons), and 'shell',
 * what only the shell imports. Left to rolldown alone, modules shared by many lazy routes each
 * become a chunk of their own: a first visit of /home fetched 37 files, and on HTTP/1.1 over a slow
 * phone network every few of them cost a round trip. Give 'first-screen' the higher priority, so
 * its modules are taken before 'shell' pulls in its dependencies.
 */
export const firstScreenGroup = (id: string, ctx: ChunkingContext): string | null => {
  const c = closuresFor(ctx);
  return grouped(id) && c.signIn.has(id) && (c.shell.has(id) || c.home.has(id)) ? 'first-screen' : null;
};

export const shellGroup = (id: string, ctx: ChunkingContext): string | null => {
  const c = closuresFor(ctx);
  return grouped(id) && c.shell.has(id) && !c.signIn.has(id) ? 'shell' : null;
};

/**
 * What the home page imports beyond the shell, in two chunks beside the page's own: home is where a
 * member lands after sign-in, and left alone its UI pieces, hooks and helpers (each shared with
 * some other page) came as 16 files of under 1.5 kB, a round trip each on a phone. 'home-screen'
 * holds what only home uses; 'home-shared' what other pages or dialogs import too (cards, alerts,
 * the live channel hook, money and meeting times), so a first visit of another page does not load
 * home's own components (about 6 kB gzip).
 */
export const homeGroup = (id: string, ctx: ChunkingContext): string | null => {
  const c = closuresFor(ctx);
  if (!grouped(id) || !c.home.has(id) || c.shell.has(id) || c.signIn.has(id)) {
    return null;
  }
  return c.otherLazy.has(id) ? 'home-shared' : 'home-screen';
};
