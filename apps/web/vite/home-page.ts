import type { Plugin } from 'vite';

/** The modules whose chunks /home runs before its first paint, beyond the app's entry. */
const HOME_ROOTS = ['/src/app/layout/app-layout.tsx', '/src/features/home/routes/home.tsx'];
/** The script that asks for home's data as the page opens (src/early/early-requests.ts). */
const EARLY_SCRIPT = '/src/early/early-requests.ts';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: readonly string[];
}

/**
 * Puts the early-requests script first in index.html, where it asks for the session and the page's
 * first data at once with the stored token, in parallel with the app's code instead of after it
 * has run; and writes home.html, which the server answers for `/` and `/home` (plugins/spa.ts):
 * that index.html plus a `modulepreload` link for every chunk of the signed-in shell and the home
 * page (without them the browser learns of them only once the entry has run and the router has
 * matched the route). A member opening the app on a phone lands there. Signed out, the script asks
 * for nothing, the app moves on to /login, and the preloaded 30 kB are what it loads after sign-in
 * anyway.
 */
export function homePage(): Plugin {
  return {
    name: 'chapter:home-page',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset' || typeof index.source !== 'string') {
          return;
        }
        const chunks = Object.values(bundle).filter((c): c is ChunkLike & typeof c => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const files: string[] = [];
        const visit = (chunk: ChunkLike) => {
          for (const imported of chunk.imports) {
            const next = byFile.get(imported);
            if (next) {
              visit(next);
            }
          }
          if (!files.includes(chunk.fileName)) {
            files.push(chunk.fileName);
          }
        };
        for (const root of HOME_ROOTS) {
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(root));
          if (!chunk) {
            this.error(`home.html: no chunk for ${root}`);
          }
          visit(chunk);
        }
        const early = chunks.find((c) => c.facadeModuleId?.endsWith(EARLY_SCRIPT));
        if (!early || early.imports.length > 0) {
          this.error(`home.html: ${EARLY_SCRIPT} must build to one chunk without imports`);
        }
        const html = index.source.replace(
          '    <script type="module"',
          `    <script type="module" async crossorigin src="/${early.fileName}"></script>\n    <script type="module"`,
        );
        index.source = html;
        const links = files
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`)
          .join('');
        this.emitFile({
          type: 'asset',
          fileName: 'home.html',
          source: html.replace('  </head>', `${links}  </head>`),
        });
      },
    },
  };
}
