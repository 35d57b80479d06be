import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobRuns } from '../db/schema/jobs';

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

export async function releaseDailyRun(db: Db, job: string, now: Date): Promise<void> {
  await db.delete(jobRuns).where(and(eq(jobRuns.job, job), eq(jobRuns.runOn, dayOf(now))));
}

export async function finishDailyRun(db: Db, job: string, now: Date): Promise<void> {
  await db
    .update(jobRuns)
    .set({ finishedAt: new Date() })
    .where(and(eq(jobRuns.job, job), eq(jobRuns.runOn, dayOf(now))));
}
