import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readRoleMatrix } from '../modules/roles/roles.matrix';
import { buildTestApp } from '../testing/test-app';
import { areasBlock } from './areas-block';
import { channelsBlock } from './channels-block';
import { decisionsBlock } from './decisions-block';
import { staleBlocks, writeBlocks } from './generated-blocks';
import { navigationBlock } from './navigation-block';
import { rolesBlock } from './roles-block';
import { declaredRoutes } from './route-gates';
import { routesBlock } from './routes-block';
import { trafficLightBlock } from './traffic-light-block';

/**
 * The tables of docs/architecture.md that would drift if written by hand: the route list with
 * each route's access class and gate (6.1), who may subscribe to each realtime channel (7.3), the
 * default permission matrix (11), the traffic light's default scheme (14.6), the navigation's
 * gates (16.6), the decision records (18) and the areas of the layout (3).
 * Built from the app itself: an in-process app on a fresh in-memory store (as the tests build it),
 * its route list, the route table of testing/route-table.ts, the sources' declared gates, the
 * seeded roles and the server's channel rule.
 *
 *   node --import tsx apps/server/src/docs/architecture-tables.ts --write   rewrites the blocks
 *   node --import tsx apps/server/src/docs/architecture-tables.ts           checks them (exit 1 if stale)
 */
export const REGENERATE_COMMAND = 'node --import tsx apps/server/src/docs/architecture-tables.ts --write';

const serverSrc = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
export const ARCHITECTURE_DOC = join(repoRoot, 'docs', 'architecture.md');

/** Every generated block's body, by block name. */
export async function generateBlocks(): Promise<Record<string, string>> {
  // An empty web build: the built app's files (one @fastify/static route each) stay out of the list.
  const distDir = mkdtempSync(join(tmpdir(), 'architecture-tables-'));
  const t = await buildTestApp({}, { distDir });
  try {
    return {
      routes: routesBlock(t.app.routeList, declaredRoutes(serverSrc)),
      roles: rolesBlock(await readRoleMatrix(t.store.db)),
      channels: await channelsBlock(t.app),
      'traffic-light': trafficLightBlock(),
      navigation: navigationBlock(),
      decisions: decisionsBlock(join(repoRoot, 'docs', 'decisions')),
      areas: areasBlock(join(serverSrc, 'modules'), join(repoRoot, 'apps', 'web', 'src', 'features')),
    };
  } finally {
    await t.close();
    rmSync(distDir, { recursive: true, force: true });
  }
}

async function main(write: boolean): Promise<number> {
  const blocks = await generateBlocks();
  const doc = readFileSync(ARCHITECTURE_DOC, 'utf8');
  const next = writeBlocks(doc, blocks);
  if (write) {
    if (next !== doc) {
      writeFileSync(ARCHITECTURE_DOC, next);
    }
    console.log(`docs/architecture.md: ${next === doc ? 'already current' : 'generated blocks rewritten'}`);
    return 0;
  }
  const stale = staleBlocks(doc, blocks);
  if (stale.length > 0) {
    console.error(`docs/architecture.md: stale blocks ${stale.join(', ')}; run ${REGENERATE_COMMAND}`);
    return 1;
  }
  console.log('docs/architecture.md: generated blocks are current');
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main(process.argv.includes('--write')).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
