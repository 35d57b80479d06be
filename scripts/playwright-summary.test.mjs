import { describe, expect, it } from 'vitest';
import { failureLines, summarizePlaywright } from './playwright-summary.mjs';

/**
 * A real Playwright 1.65 JSON report (results trimmed to status and retry) of a run with
 * `retries: 1`: two tests pass, one is skipped, one fails twice and one fails, then passes on its
 * retry (status "flaky").
 */
const retriedRun = {
  suites: [
    {
      title: 'other.spec.ts',
      file: 'other.spec.ts',
      line: 0,
      column: 0,
      specs: [
        {
          title: 'other passes',
          ok: true,
          file: 'other.spec.ts',
          line: 2,
          column: 1,
          tests: [{ projectName: '', status: 'expected', results: [{ status: 'passed', retry: 0 }] }],
        },
      ],
    },
    {
      title: 'probe.spec.ts',
      file: 'probe.spec.ts',
      line: 0,
      column: 0,
      specs: [
        {
          title: 'passes',
          ok: true,
          file: 'probe.spec.ts',
          line: 2,
          column: 1,
          tests: [{ projectName: '', status: 'expected', results: [{ status: 'passed', retry: 0 }] }],
        },
        {
          title: 'skipped',
          ok: true,
          file: 'probe.spec.ts',
          line: 9,
          column: 6,
          tests: [{ projectName: '', status: 'skipped', results: [{ status: 'skipped', retry: 0 }] }],
        },
      ],
      suites: [
        {
          title: 'inbox',
          file: 'probe.spec.ts',
          line: 3,
          column: 6,
          specs: [
            {
              title: 'fails twice',
              ok: false,
              file: 'probe.spec.ts',
              line: 7,
              column: 3,
              tests: [
                {
                  projectName: '',
                  status: 'unexpected',
                  results: [
                    { status: 'failed', retry: 0 },
                    { status: 'failed', retry: 1 },
                  ],
                },
              ],
            },
          ],
          suites: [
            {
              title: 'live',
              file: 'probe.spec.ts',
              line: 4,
              column: 8,
              specs: [
                {
                  title: 'passes only on retry',
                  ok: true,
                  file: 'probe.spec.ts',
                  line: 5,
                  column: 5,
                  tests: [
                    {
                      projectName: '',
                      status: 'flaky',
                      results: [
                        { status: 'failed', retry: 0 },
                        { status: 'passed', retry: 1 },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
  errors: [],
  stats: { expected: 2, unexpected: 1, flaky: 1, skipped: 1 },
};

describe('summarizePlaywright', () => {
  it('counts a test that passed only on retry as failed and names it', () => {
    const summary = summarizePlaywright(retriedRun);
    expect(summary).toEqual({
      passed: 2,
      failed: 2,
      skipped: 1,
      flaky: ['probe.spec.ts:5:5 › inbox › live › passes only on retry'],
      unexpected: ['probe.spec.ts:7:3 › inbox › fails twice'],
      errors: [],
    });
    // The same totals as Playwright's own stats, with flaky moved from passing to failing.
    const { stats } = retriedRun;
    expect(summary.passed).toBe(stats.expected);
    expect(summary.failed).toBe(stats.unexpected + stats.flaky);
  });

  it('names each flaky test on its own line, then the failed ones', () => {
    expect(failureLines(summarizePlaywright(retriedRun))).toEqual([
      'e2e flaky (failed, then passed on retry; counted as failed): probe.spec.ts:5:5 › inbox › live › passes only on retry',
      'e2e failed: probe.spec.ts:7:3 › inbox › fails twice',
    ]);
  });

  it('prefixes the project name when the config has projects', () => {
    const report = {
      suites: [
        {
          title: 'inbox.spec.ts',
          specs: [
            {
              title: 'sends',
              file: 'inbox.spec.ts',
              line: 3,
              column: 1,
              tests: [
                { projectName: 'chromium', status: 'flaky' },
                { projectName: 'mobile', status: 'expected' },
              ],
            },
          ],
        },
      ],
    };
    expect(summarizePlaywright(report)).toMatchObject({
      passed: 1,
      failed: 1,
      flaky: ['[chromium] › inbox.spec.ts:3:1 › sends'],
    });
  });

  it('counts an error outside tests (global setup) as a failure', () => {
    const summary = summarizePlaywright({
      suites: [],
      errors: [{ message: '\u001b[31mError: server did not start\u001b[39m\n    at globalSetup' }],
    });
    expect(summary).toMatchObject({ passed: 0, failed: 1, errors: ['Error: server did not start'] });
    expect(failureLines(summary)).toEqual(['e2e error outside tests: Error: server did not start']);
  });

  it('counts skipped, fixme and not-run tests (after a serial failure) as skipped, as Playwright does', () => {
    // A real Playwright 1.65 JSON report (trimmed to titles, status and annotation types).
    const report = {
      suites: [
        {
          title: 'misc.spec.ts',
          specs: [
            { title: 'passes', tests: [{ status: 'expected', annotations: [] }] },
            { title: 'skipped', tests: [{ status: 'skipped', annotations: [{ type: 'skip' }] }] },
            { title: 'fixme', tests: [{ status: 'skipped', annotations: [{ type: 'fixme' }] }] },
          ],
        },
        {
          title: 'serial.spec.ts',
          specs: [
            { title: 'first fails', tests: [{ status: 'unexpected', annotations: [{ type: 'serial' }] }] },
            { title: 'second never runs', tests: [{ status: 'skipped', annotations: [{ type: 'serial' }] }] },
          ],
        },
      ],
      errors: [],
      stats: { expected: 1, skipped: 3, unexpected: 1, flaky: 0 },
    };
    const summary = summarizePlaywright(report);
    expect(summary).toMatchObject({ passed: 1, failed: 1, skipped: 3, unexpected: ['first fails'] });
    expect(summary.skipped).toBe(report.stats.skipped);
  });

  it('passes a run where every test passed the first time', () => {
    const report = {
      suites: [{ title: 'a.spec.ts', specs: [{ title: 'ok', tests: [{ status: 'expected' }] }] }],
      errors: [],
    };
    expect(summarizePlaywright(report)).toEqual({
      passed: 1,
      failed: 0,
      skipped: 0,
      flaky: [],
      unexpected: [],
      errors: [],
    });
  });
});
