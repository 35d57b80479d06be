import { fileURLToPath } from 'node:url';

/** What rolldown hands a code-splitting group's `name` function: the module graph, read-only. */
interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

const src = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

/** The two pages: the app (index.html) and the light first screen of /login (login.html). */
const APP_ENTRY = src('main.tsx');
const LOGIN_ENTRY = src('login-main.tsx');
const LOGIN_ONLY = [src('features/auth/'), src('app/light-login.tsx')];

/** Every module a root imports statically, transitively, packages included. */
function closure(root: string, ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const pending = [root];
  while (pending.length > 0) {
    const id = pending.pop() as string;
    if (!seen.has(id)) {
      seen.add(id);
      pending.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
  }
  return seen;
}

/** The chunks `entryGroup` makes: shared by both pages, the app's own, the sign-in screen's own. */
export const ENTRY_CHUNKS = { common: 'entry-common', app: 'app-entry', login: 'login-entry' } as const;

let cached: { ctx: ChunkingContext; app: Set<string>; login: Set<string> } | null = null;

/**
 * What each page runs before its first paint, in one chunk per page plus one they share (React,
 * the query client, storage, theme): 'entry-common', 'app-entry' (the router and the app's bootstrap)
 * and 'login-entry' (the sign-in screen). One gzip dictionary each instead of dozens of requests,
 * and /login never loads the router (docs/architecture.md 10: 110 kB).
 */
export const entryGroup = (id: string, ctx: ChunkingContext): string | null => {
  // The pages themselves stay their entry chunks (the manifest and index.html name them).
  if (id === APP_ENTRY || id === LOGIN_ENTRY || id.includes('.html')) {
    return null;
  }
  if (cached?.ctx !== ctx) {
    cached = { ctx, app: closure(APP_ENTRY, ctx), login: closure(LOGIN_ENTRY, ctx) };
  }
  const inApp = cached.app.has(id);
  const inLogin = cached.login.has(id);
  if (inApp && inLogin) {
    return ENTRY_CHUNKS.common;
  }
  if (inApp) {
    return ENTRY_CHUNKS.app;
  }
  // Only the sign-in screen's own code: UI pieces it shares with the signed-in pages are left to
  // the first-screen groups (vite/first-screen-chunks.ts), so the app never loads this chunk.
  return inLogin && LOGIN_ONLY.some((dir) => id.startsWith(dir)) ? ENTRY_CHUNKS.login : null;
};
