// One contender of the inbox bench in its own process, on the bench's PostgreSQL schema:
//   app:  the real app (buildApp), GET /api/inbox with a signed-in member's bearer token;
//   bare: a bare Fastify route running the same single SQL query (findInboxList: the same prepared
//         statement) on the same store (same driver, same pool size), answering the rows as JSON: no
//         auth, validation or presenting.
// It tells the parent { port, token } over IPC once listening, and exits when the parent says so.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import Fastify from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { prepareStore } from '../../apps/server/src/db/prepare.ts';
import { findInboxList } from '../../apps/server/src/modules/inbox/inbox.list.repo.ts';
import { signIn } from '../../apps/server/src/testing/factories/user.factory.ts';
import { BENCH_ENV, openBenchStore } from './bench-store.ts';

const [mode, databaseUrl, schema, userIdText] = process.argv.slice(2);
const userId = Number(userIdText);
if ((mode !== 'app' && mode !== 'bare') || !databaseUrl || !schema || !Number.isInteger(userId)) {
  throw new Error('usage: server.ts app|bare <databaseUrl> <schema> <userId>');
}

const store = await openBenchStore(databaseUrl, schema);
const config = loadConfig({ ...BENCH_ENV, DATABASE_URL: databaseUrl });

async function startApp(): Promise<{ port: number; token: string; close: () => Promise<void> }> {
  const secret = await prepareStore(store, config, () => undefined);
  const app = await buildApp({ config, store, secret, closeStore: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const token = await signIn(app, userId);
  const address = app.server.address();
  return { port: typeof address === 'object' && address ? address.port : 0, token, close: () => app.close() };
}

async function startBare(): Promise<{ port: number; token: string; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  app.get('/api/inbox', async () => ({ data: await findInboxList(store.db, userId), status: 'success' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    token: '',
    close: async () => {
      await app.close();
      await store.close();
    },
  };
}

const running = mode === 'app' ? await startApp() : await startBare();
// Event-loop stalls in this process, so a latency tail can be told apart from the machine's.
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
process.send?.({ port: running.port, token: running.token });
process.on('message', (message) => {
  if (message === 'loop-delay') {
    process.send?.({ loopDelay: { p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 } });
    loopDelay.reset();
  }
  if (message === 'stop') {
    void running.close().finally(() => process.exit(0));
  }
});
