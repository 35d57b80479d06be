// One node of the jobs bench: the real app (buildApp) on the national installation, not listening;
// runs the daily job it is told to (IPC { run: name } -> { ms }), or runs it as the daily tick does,
// only if this node wins the day's claim ({ claimed: name } -> { ran, ms }); stops when told. Its
// pool is the server's (20).
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { prepareStore } from '../../apps/server/src/db/prepare.ts';
import { claimDailyRun } from '../../apps/server/src/jobs/daily-jobs.repo.ts';
import { BENCH_ENV, POOL_SIZE } from '../inbox/bench-store.ts';
import { openInstallation } from './generate.ts';

const [databaseUrl, schema] = process.argv.slice(2);
if (!databaseUrl || !schema) {
  throw new Error('usage: job-node.ts <databaseUrl> <schema>');
}
const store = await openInstallation(databaseUrl, schema, POOL_SIZE);
const config = loadConfig({ ...BENCH_ENV, DATABASE_URL: databaseUrl });
const secret = await prepareStore(store, config, () => undefined);
const app = await buildApp({ config, store, secret, closeStore: true });
await app.ready();
process.send?.({ ready: true, jobs: app.dailyJobs.names() });
process.on('message', (message: { run?: string; claimed?: string; stop?: boolean }) => {
  void (async () => {
    const t0 = performance.now();
    try {
      if (message.run) {
        await app.dailyJobs.runNow(message.run);
        process.send?.({ ms: performance.now() - t0 });
      } else if (message.claimed) {
        const now = new Date();
        const ran = await claimDailyRun(app.store.db, message.claimed, now);
        if (ran) {
          await app.dailyJobs.runNow(message.claimed, now);
        }
        process.send?.({ ms: performance.now() - t0, ran });
      } else if (message.stop) {
        await app.close();
        process.exit(0);
      }
    } catch (err) {
      process.send?.({ error: err instanceof Error ? err.stack : String(err) });
    }
  })();
});
