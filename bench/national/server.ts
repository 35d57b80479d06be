// One installation's app in its own process (the real buildApp on the bench database, its schema as
// search_path): listens on a loopback port, signs in the given users, tells the parent
// { port, tokens } over IPC, and stops when told. No daily jobs or outbox worker run here.
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { prepareStore } from '../../apps/server/src/db/prepare.ts';
import { signIn } from '../../apps/server/src/testing/factories/user.factory.ts';
import { BENCH_ENV, POOL_SIZE } from '../inbox/bench-store.ts';
import { openInstallation } from './generate.ts';

const [databaseUrl, schema, ...userIds] = process.argv.slice(2);
if (!databaseUrl || !schema || userIds.length === 0) {
  throw new Error('usage: server.ts <databaseUrl> <schema> <userId>...');
}
const store = await openInstallation(databaseUrl, schema, POOL_SIZE);
const config = loadConfig({ ...BENCH_ENV, DATABASE_URL: databaseUrl });
const secret = await prepareStore(store, config, () => undefined);
const app = await buildApp({ config, store, secret, closeStore: true });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const tokens: string[] = [];
for (const id of userIds) {
  tokens.push(await signIn(app, Number(id)));
}
process.send?.({ port, tokens });
process.on('message', (message) => {
  if (message === 'stop') {
    void app.close().finally(() => process.exit(0));
  }
});
