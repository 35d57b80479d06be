import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { entryGroup } from './vite/entry-chunks';
import { firstScreenGroup, homeGroup, shellGroup } from './vite/first-screen-chunks';
import { fontPreload } from './vite/font-preload';
import { preactAlias } from './vite/preact-alias';
import { routePages } from './vite/route-pages';

const backend = process.env.DEV_BACKEND ?? 'http://127.0.0.1:3000';
/** `npm run analyze -w @app/web`: the bundle treemap, written beside the web benchmarks. */
const analyze = process.env.ANALYZE === '1';

export default defineConfig({
  plugins: [
    // JSX only: React's fast refresh cannot update components that Preact renders
    // (docs/decisions/023-preact.md), so in `npm run dev` an edited component reloads the page.
    react({ refreshExclude: /./ }),
    tailwindcss(),
    // Before routePages: each route's page is made from index.html as fontPreload leaves it.
    fontPreload(),
    routePages(),
    // Brotli and gzip files beside every text asset, served as they are by the SPA plugin.
    compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.vite\//], logLevel: 'silent' }),
    analyze
      ? visualizer({
          filename: fileURLToPath(new URL('../../bench/web/bundle-report.html', import.meta.url)),
          template: 'treemap',
          title: 'Chapter web bundle',
          gzipSize: true,
          brotliSize: true,
        })
      : null,
  ],
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }, ...preactAlias],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Every browser the app supports preloads modules itself: no polyfill script before the entry
    // (a file and a round trip less on every first visit).
    modulePreload: { polyfill: false },
    // The budget test (build-budget/) and bench/web read the chunk graph from .vite/manifest.json.
    manifest: true,
    // Above 400 kB only the common-password list (data, loaded on demand; see build-budget/budgets.ts).
    chunkSizeWarningLimit: 450,
    rolldownOptions: {
      // Two pages: the app (index.html), and the light first screen of a fresh /login or /register
      // (login.html, src/login-main.tsx), which the server answers for those two paths.
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        login: fileURLToPath(new URL('./login.html', import.meta.url)),
        // Every app page's first script (vite/route-pages.ts): asks for the page's data before the app runs.
        early: fileURLToPath(new URL('./src/early/early-requests.ts', import.meta.url)),
      },
      output: {
        // Icon groups are named after every page using them; the file needs only the hash.
        chunkFileNames: (chunk) =>
          chunk.name.startsWith('icons~') ? 'assets/icons-[hash].js' : 'assets/[name]-[hash].js',
        codeSplitting: {
          groups: [
            // What each page's entry imports statically, in one chunk per page plus one they share
            // (vite/entry-chunks.ts): the router never loads on /login.
            { name: entryGroup, priority: 4, includeDependenciesRecursively: false },
            // The first screens' shared code in two chunks, not dozens (vite/first-screen-chunks.ts).
            { name: firstScreenGroup, priority: 3, includeDependenciesRecursively: false },
            { name: shellGroup, priority: 2, includeDependenciesRecursively: false },
            { name: homeGroup, priority: 1, includeDependenciesRecursively: false },
            // FullCalendar (only /calendar loads it) in two chunks, each within the lazy-chunk budget:
            // the core with Preact, and the month, week and list views.
            {
              name: 'fullcalendar-core',
              test: /[\\/]node_modules[\\/](@fullcalendar[\\/](core|react)|preact)[\\/]/,
            },
            {
              name: 'fullcalendar-views',
              test: /[\\/]node_modules[\\/]@fullcalendar[\\/](daygrid|timegrid|list)[\\/]/,
            },
            // Icons grouped by the pages that use them, small groups merged: without this each
            // shared icon is a chunk of its own, and the signed-in shell fetched 20 of them.
            {
              name: 'icons',
              test: /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/,
              entriesAware: true,
              entriesAwareMergeThreshold: 10_000,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/connection': { target: backend, ws: true, changeOrigin: false },
      '/emulation': { target: backend, changeOrigin: false },
    },
  },
});
