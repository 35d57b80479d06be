// One contender of the activity bench in its own process, on the bench's PostgreSQL schema:
//   app:  the real app (buildApp): GET /api/activities?direction=received and GET
//         /api/activities/stats?months=6 with a signed-in member's bearer token;
//   bare: bare Fastify routes at the same paths running the same SQL (the same repository
//         functions) on the same store (same driver, same pool size), answering the rows as JSON:
//         no auth, validation, scoring or presenting.
// It tells the parent { port, token } over IPC once listening, and exits when the parent says so.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import Fastify from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { prepareStore } from '../../apps/server/src/db/prepare.ts';
import {
  groupCurrency,
  listActivityRows,
  totalsOf,
} from '../../apps/server/src/modules/activity/activity.repo.ts';
import {
  aggregateSlips,
  attendanceCounts,
  groupSettings,
  meetingsHeld,
  visitorCounts,
} from '../../apps/server/src/modules/activity/activity.stats.repo.ts';
import { monthsBefore } from '../../apps/server/src/modules/activity/activity.stats.ts';
import { signIn } from '../../apps/server/src/testing/factories/user.factory.ts';
import { BENCH_ENV, openBenchStore } from '../inbox/bench-store.ts';

const [mode, databaseUrl, schema, userIdText] = process.argv.slice(2);
const userId = Number(userIdText);
if ((mode !== 'app' && mode !== 'bare') || !databaseUrl || !schema || !Number.isInteger(userId)) {
  throw new Error('usage: server.ts app|bare <databaseUrl> <schema> <userId>');
}

const store = await openBenchStore(databaseUrl, schema);
const config = loadConfig({ ...BENCH_ENV, DATABASE_URL: databaseUrl });

type Started = { port: number; token: string; close: () => Promise<void> };
const portOf = (server: { address(): unknown }) => {
  const address = server.address();
  return typeof address === 'object' && address && 'port' in address ? Number(address.port) : 0;
};

async function startApp(): Promise<Started> {
  const secret = await prepareStore(store, config, () => undefined);
  const app = await buildApp({ config, store, secret, closeStore: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const token = await signIn(app, userId);
  return { port: portOf(app.server), token, close: () => app.close() };
}

async function startBare(): Promise<Started> {
  const app = Fastify({ logger: false });
  const db = store.db;
  app.get('/api/activities', async () => {
    const currency = await groupCurrency(db, 1);
    const filter = { userId, direction: 'received' as const };
    const [rows, totals] = await Promise.all([
      listActivityRows(db, filter, { offset: 0, limit: 50 }),
      totalsOf(db, filter, currency),
    ]);
    return { items: rows, total: totals.count, totals };
  });
  app.get('/api/activities/stats', async () => {
    const now = new Date();
    const from = monthsBefore(now, 6);
    const settings = await groupSettings(db, 1);
    const [slips, letters, visitors, weeks] = await Promise.all([
      aggregateSlips(db, userId, from, settings.currency),
      attendanceCounts(db, userId, from, now),
      visitorCounts(db, userId, from),
      meetingsHeld(db, 1, from, now),
    ]);
    return { slips, letters, visitors, weeks };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    port: portOf(app.server),
    token: '',
    close: async () => {
      await app.close();
      await store.close();
    },
  };
}

const running = mode === 'app' ? await startApp() : await startBare();
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
