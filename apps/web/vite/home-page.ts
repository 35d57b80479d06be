import type { Plugin } from 'vite';

/** The modules whose chunks /home runs before its first paint, beyond the app's entry. */
const HOME_ROOTS = ['/src/app/layout/app-layout.tsx', '/src/features/home/routes/home.tsx'];

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: readonly string[];
}

/**
 * Writes home.html: index.html plus a `modulepreload` link for every chunk of the signed-in shell
 * and the home page, which the server answers for `/` and `/home` (plugins/spa.ts). Without it the
 * browser learns of them only once the entry has run and the router has matched the route, a
 * round trip later; a member opening the app on a phone lands here. Signed out, the app moves on
 * to /login, and the preloaded 30 kB are what the page would have loaded after sign-in anyway.
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
        const html = index.source;
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
