import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { claimDailyRun, finishDailyRun, releaseDailyRun } from './daily-jobs.repo';

/**
 * A job that runs once a day on one node (schedule generation, visitor reminders, renewals).
 * `run` must be idempotent: a node that dies mid-run leaves the day claimed, and the next day's
 * run (or a restart's `runAtStart`) picks up what was left.
 */
export interface DailyJob {
  name: string;
  /** Also run at every start, unclaimed (cheap and idempotent work, e.g. keeping 12 weeks of meetings). */
  runAtStart?: boolean;
  /**
   * Run at every check on every node, unclaimed: for a job due at different hours of the day (the
   * weekly digest, 08:00 in each group's timezone) that claims its own work (per member and week).
   */
  everyCheck?: boolean;
  run(app: FastifyInstance, now: Date): Promise<void>;
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
   * Runs every job not yet run today on any node, and every `everyCheck` job; returns the names
   * this node ran. A failed job gives its claim back so that the next tick tries again.
   */
  async runDue(now = new Date()): Promise<string[]> {
    const ran: string[] = [];
    for (const job of this.jobs.values()) {
      if (job.everyCheck) {
        try {
          await job.run(this.app, now);
          ran.push(job.name);
        } catch (err) {
          this.app.log.error({ err, job: job.name }, 'job failed; the next check tries again');
        }
        continue;
      }
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
