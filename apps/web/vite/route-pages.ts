import type { Plugin } from 'vite';
import { loadAppRoutes } from './app-routes';
import { APP_PAGE_ROOTS, type RouteFirstPaint, routeFirstPaints } from './route-roots';

/** Where the build lists which page answers which route (read by the server's plugins/spa.ts). */
export const ROUTE_PAGES_FILE = '.vite/route-pages.json';

/** One route of the app and the HTML page the server answers it with. */
export interface RoutePage {
  /** The route's path pattern, as in the route table (`/meetings/:meetingId`, `/about/:tab?`). */
  path: string;
  /** The page's file in the build (`pages/calendar.html`). */
  page: string;
}

/** The script every app page runs first (src/early/early-requests.ts): asks for the page's data. */
const EARLY_SCRIPT = 'src/early/early-requests.ts';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: readonly string[];
}

/** `pages/admin-groups-groupId.html` for `/admin/groups/:groupId`. */
const pageFileOf = (path: string): string =>
  `pages/${
    path
      .split('/')
      .map((segment) => segment.replace(/[:?*]/g, ''))
      .filter(Boolean)
      .join('-') || 'index'
  }.html`;

/**
 * The chunk files `roots` run, each after the chunks it imports (those first, as the browser needs
 * them); `missing` is told of a root that is no chunk of the build.
 */
function chunkFiles(
  chunks: readonly ChunkLike[],
  roots: readonly string[],
  missing: (root: string) => never,
): string[] {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (chunk: ChunkLike) => {
    if (seen.has(chunk.fileName)) {
      return;
    }
    seen.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) {
        visit(next);
      }
    }
    files.push(chunk.fileName);
  };
  for (const root of roots) {
    const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/${root}`));
    visit(chunk ?? missing(root));
  }
  return files;
}

/**
 * Gives every page of the app an HTML page of its own, so that a phone asks for the page's code at
 * once instead of in a second wave, after the entry has downloaded, run and matched the route
 * (docs/decisions/024-route-pages.md):
 *
 * - index.html runs the early-requests script first, which asks for the page's first data with the
 *   stored token while the code downloads (docs/decisions/016-home-page-early-requests.md);
 * - `pages/<route>.html` is that index.html plus a `modulepreload` link for every chunk the route
 *   runs before its first paint (its lazy layouts, its own module and what they import), read
 *   from the app's route table;
 * - `.vite/route-pages.json` lists which page answers which route pattern, for the server.
 *
 * Routes whose chunks are all in index.html already (the unknown-route page) keep index.html.
 */
export function routePages(): Plugin {
  let routes: RouteFirstPaint[] = [];
  return {
    name: 'chapter:route-pages',
    apply: 'build',
    // After the HTML pages are made, before the compression of every file (vite.config.ts).
    enforce: 'post',
    async buildStart() {
      routes = routeFirstPaints(await loadAppRoutes());
    },
    generateBundle: {
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset' || typeof index.source !== 'string') {
          return;
        }
        const chunks = Object.values(bundle).filter((c): c is ChunkLike & typeof c => c.type === 'chunk');
        const early = chunks.find((c) => c.facadeModuleId?.endsWith(`/${EARLY_SCRIPT}`));
        if (!early || early.imports.length > 0) {
          this.error(`route pages: ${EARLY_SCRIPT} must build to one chunk without imports`);
        }
        const html = index.source.replace(
          '    <script type="module"',
          `    <script type="module" async crossorigin src="/${early.fileName}"></script>\n    <script type="module"`,
        );
        index.source = html;

        const pageOfLinks = new Map<string, string>();
        const routePages: RoutePage[] = [];
        for (const route of routes) {
          if (route.roots === null) {
            this.error(`route pages: the module of ${route.path} cannot be read from its \`lazy\``);
          }
          const files = chunkFiles(
            chunks,
            route.roots.filter((root) => !APP_PAGE_ROOTS.includes(root)),
            (root) => this.error(`route pages: ${route.path} runs ${root}, which is no chunk of the build`),
          );
          const links = files
            .filter((file) => !html.includes(`/${file}"`))
            .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`)
            .join('');
          if (links === '') {
            continue;
          }
          let page = pageOfLinks.get(links);
          if (!page) {
            page = pageFileOf(route.path);
            pageOfLinks.set(links, page);
            this.emitFile({
              type: 'asset',
              fileName: page,
              source: html.replace('  </head>', `${links}  </head>`),
            });
          }
          routePages.push({ path: route.path, page });
        }
        this.emitFile({
          type: 'asset',
          fileName: ROUTE_PAGES_FILE,
          source: `${JSON.stringify(routePages, null, 2)}\n`,
        });
      },
    },
  };
}
