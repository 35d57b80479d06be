import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { jobRuns } from '../db/schema/jobs';

/**
 * A job that runs once a day on one node (schedule generation, visitor reminders, renewals).
 * `run` must be idempotent: a node that dies mid-run leaves the day claimed, and the next day's
 * run (or a restart's `runAtStart`) picks up what was left.
 */
export interface DailyJob {
  name: string;
  /** Also run at every start, unclaimed (cheap and idempotent work, e.g. keeping 12 weeks of meetings). */
  runAtStart?: boolean;
  run(app: FastifyInstance, now: Date): Promise<void>;
}

const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/** Claims `job` for the UTC day of `now`: true on exactly one node, however many ask at once. */
export async function claimDailyRun(db: Db, job: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(jobRuns)
    .values({ job, runOn: dayOf(now) })
    .onConflictDoNothing()
    .returning({ job: jobRuns.job });
  return rows.length > 0;
}

async function releaseDailyRun(db: Db, job: string, now: Date): Promise<void> {
  await db.delete(jobRuns).where(and(eq(jobRuns.job, job), eq(jobRuns.runOn, dayOf(now))));
}

async function finishDailyRun(db: Db, job: string, now: Date): Promise<void> {
  await db
    .update(jobRuns)
    .set({ finishedAt: new Date() })
    .where(and(eq(jobRuns.job, job), eq(jobRuns.runOn, dayOf(now))));
}

export class DailyJobs {
  private readonly jobs = new Map<string, DailyJob>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();

  constructor(private readonly app: FastifyInstance) {}

  register(job: DailyJob): void {
    if (this.jobs.has(job.name)) {
      throw new Error(`daily job ${job.name} registered twice`);
    }
    this.jobs.set(job.name, job);
  }

  names(): string[] {
    return [...this.jobs.keys()];
  }

  /** Runs one job now, unclaimed (tests, and `runAtStart`). */
  async runNow(name: string, now = new Date()): Promise<void> {
    const job = this.jobs.get(name);
    if (!job) {
      throw new Error(`no daily job ${name}`);
    }
    await job.run(this.app, now);
  }

  /**
   * Runs every job not yet run today on any node; returns the names this node ran. A failed job
   * gives its claim back so that the next tick tries again.
   */
  async runDue(now = new Date()): Promise<string[]> {
    const ran: string[] = [];
    for (const job of this.jobs.values()) {
      if (!(await claimDailyRun(this.app.store.db, job.name, now))) {
        continue;
      }
      try {
        await job.run(this.app, now);
        await finishDailyRun(this.app.store.db, job.name, now);
        ran.push(job.name);
      } catch (err) {
        this.app.log.error({ err, job: job.name }, 'daily job failed; it will be retried');
        await releaseDailyRun(this.app.store.db, job.name, now).catch(() => undefined);
      }
    }
    return ran;
  }

  /** At start: the `runAtStart` jobs, then every due job; then a check every `intervalMs`. */
  start(intervalMs = 15 * 60_000): void {
    const tick = (first: boolean) => {
      this.running = (async () => {
        if (first) {
          for (const job of this.jobs.values()) {
            if (job.runAtStart) {
              await job.run(this.app, new Date()).catch((err: unknown) => {
                this.app.log.error({ err, job: job.name }, 'start-up job failed');
              });
            }
          }
        }
        await this.runDue();
      })()
        .catch((err: unknown) => this.app.log.error({ err }, 'daily jobs failed'))
        .finally(() => {
          this.timer = setTimeout(() => tick(false), intervalMs);
          this.timer.unref();
        });
    };
    tick(true);
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    dailyJobs: DailyJobs;
  }
}

/**
 * Provides `app.dailyJobs`: areas register their jobs from their own plugins
 * (`dependencies: ['daily-jobs']`); main.ts starts them after listening. Tests call `runNow`/`runDue`.
 */
export const dailyJobsPlugin = fp(
  async (app: FastifyInstance) => {
    const jobs = new DailyJobs(app);
    app.decorate('dailyJobs', jobs);
    app.addHook('onClose', async () => jobs.stop());
  },
  { name: 'daily-jobs' },
);
