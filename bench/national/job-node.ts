// One node of the jobs bench: the real app (buildApp) on the national installation, not listening;
// runs the daily job it is told to (IPC { run: name } -> { ms }), or runs it as the daily tick does,
// only if this node wins the day's claim ({ claimed: name } -> { ran, ms }), or runs the weekly digest
// for a number of seconds ({ digest: seconds } -> { ms, queued, perDigestMs }); stops when told. Its
// pool is the server's (20).
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { prepareStore } from '../../apps/server/src/db/prepare.ts';
import { claimDailyRun } from '../../apps/server/src/jobs/daily-jobs.repo.ts';
import { runWeeklyDigest } from '../../apps/server/src/modules/digest/digest.job.ts';
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
/** Thrown by the digest's test hook to end a timed run (before that member's commit). */
class DigestStop extends Error {}

/**
 * The weekly digest as the daily check runs it, for `seconds`: the run ends at the first claim after
 * that, whose member is then not queued. Answers how many this node queued and each member's time
 * (from one digest built to the next: read, render, claim and queue).
 */
async function timedDigest(seconds: number) {
  const t0 = performance.now();
  const perDigestMs: number[] = [];
  let last = t0;
  let queued = 0;
  try {
    await runWeeklyDigest(app, new Date(), {
      built: () => {
        const at = performance.now();
        perDigestMs.push(at - last);
        last = at;
      },
      beforeCommit: () => {
        if (performance.now() - t0 > seconds * 1000) {
          throw new DigestStop();
        }
      },
      afterQueued: () => {
        queued += 1;
      },
    });
  } catch (err) {
    if (!(err instanceof DigestStop)) {
      throw err;
    }
  }
  return { ms: performance.now() - t0, queued, perDigestMs };
}

process.on('message', (message: { run?: string; claimed?: string; digest?: number; stop?: boolean }) => {
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
      } else if (message.digest) {
        process.send?.(await timedDigest(message.digest));
      } else if (message.stop) {
        await app.close();
        process.exit(0);
      }
    } catch (err) {
      process.send?.({ error: err instanceof Error ? err.stack : String(err) });
    }
  })();
});
