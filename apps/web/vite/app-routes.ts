import { fileURLToPath } from 'node:url';
import type { RouteObject } from 'react-router';
import { createServer } from 'vite';

const WEB_ROOT = fileURLToPath(new URL('..', import.meta.url));
const CONFIG_FILE = `${WEB_ROOT}vite.config.ts`;

/**
 * The app's route table as the app builds it (`createAppRoutes()` of src/app/router.tsx), loaded
 * through Vite with the app's own config (its alias and `import.meta.env`). About 2.5 s: the build
 * (vite/route-pages.ts) and the bundle report (build-budget/write-report.ts) read it once each.
 */
export async function loadAppRoutes(): Promise<RouteObject[]> {
  const vite = await createServer({
    configFile: CONFIG_FILE,
    root: WEB_ROOT,
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'error',
  });
  try {
    const router = (await vite.ssrLoadModule('/src/app/router.tsx')) as {
      createAppRoutes: () => RouteObject[];
    };
    return router.createAppRoutes();
  } finally {
    await vite.close();
  }
}
