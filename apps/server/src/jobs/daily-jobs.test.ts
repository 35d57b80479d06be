import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/test-app';
import { claimDailyRun } from './daily-jobs.repo';

describe('daily jobs', () => {
  let t: TestApp;
  const runs: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp();
    t.app.dailyJobs.register({
      name: 'test-count',
      async run(_app, now) {
        runs.push(now.toISOString().slice(0, 10));
      },
    });
    t.app.dailyJobs.register({
      name: 'test-fails',
      async run() {
        throw new Error('boom');
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('runs each job once a day, however often and from however many callers it is asked', async () => {
    const day = new Date('2031-03-04T06:00:00Z');
    const results = await Promise.all([t.app.dailyJobs.runDue(day), t.app.dailyJobs.runDue(day)]);
    expect(results.flat().filter((n) => n === 'test-count')).toHaveLength(1);
    expect(await t.app.dailyJobs.runDue(new Date('2031-03-04T23:00:00Z'))).not.toContain('test-count');
    expect(await t.app.dailyJobs.runDue(new Date('2031-03-05T01:00:00Z'))).toContain('test-count');
    expect(runs).toEqual(['2031-03-04', '2031-03-05']);
  });

  it('gives a failed run back so that the next check tries again', async () => {
    const day = new Date('2031-04-01T06:00:00Z');
    expect(await t.app.dailyJobs.runDue(day)).not.toContain('test-fails');
    expect(await claimDailyRun(t.store.db, 'test-fails', day)).toBe(true);
  });
});
