// The app server on a private copy of the web build (BENCH_DIST_DIR), so a rebuild of
// apps/web/dist during a benchmark (another build, an e2e run) cannot change what is measured.
// Started by demo-server.ts as its own process, like `npm start`.
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openStore } from '../../apps/server/src/db/client.ts';
import { prepareStore } from '../../apps/server/src/db/prepare.ts';

const distDir = process.env.BENCH_DIST_DIR;
if (!distDir) {
  throw new Error('BENCH_DIST_DIR is not set');
}
const config = loadConfig();
const store = await openStore({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  log: () => undefined,
});
const secret = await prepareStore(store, config, () => undefined);
const app = await buildApp({ config, store, secret, closeStore: true, distDir });
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
await app.listen({ port: config.port, host: config.host });
