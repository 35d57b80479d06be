import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { closingLine, summarizeVitest, vitestFailureLines } from './vitest-summary.mjs';

/**
 * A real Vitest 4.1 JSON report (per-test results trimmed to title and status) of five files: one
 * passes with a skipped and a todo test, one has a failed test, one does not load (a missing
 * import), one fails in an afterAll hook with its only test passed, one is skipped whole.
 */
const mixedRun = {
  numTotalTestSuites: 7,
  numPassedTestSuites: 3,
  numFailedTestSuites: 4,
  numPendingTestSuites: 0,
  numTotalTests: 8,
  numPassedTests: 3,
  numFailedTests: 1,
  numPendingTests: 3,
  numTodoTests: 1,
  success: false,
  testResults: [
    {
      name: '/repo/scripts/broken.test.mjs',
      status: 'failed',
      message: "Cannot find module './does-not-exist.mjs' imported from /repo/scripts/broken.test.mjs",
      assertionResults: [],
    },
    {
      name: '/repo/scripts/fail.test.mjs',
      status: 'failed',
      message: '',
      assertionResults: [
        { title: 'fails', status: 'failed' },
        { title: 'passes too', status: 'passed' },
      ],
    },
    {
      name: '/repo/scripts/hook.test.mjs',
      status: 'failed',
      message: '',
      assertionResults: [{ title: 'passes in hook file', status: 'passed' }],
    },
    {
      name: '/repo/scripts/pass.test.mjs',
      status: 'passed',
      message: '',
      assertionResults: [
        { title: 'passes', status: 'passed' },
        { title: 'skipped', status: 'skipped' },
        { title: 'todo one', status: 'todo' },
      ],
    },
    {
      name: '/repo/scripts/skipfile.test.mjs',
      status: 'passed',
      message: '',
      assertionResults: [
        { title: 'a', status: 'skipped' },
        { title: 'b', status: 'skipped' },
      ],
    },
  ],
};

describe('summarizeVitest', () => {
  it('counts a file that does not load, or fails in a hook, as failed, and skipped plus todo tests as skipped', () => {
    expect(summarizeVitest(mixedRun, '/repo')).toEqual({
      passed: 3,
      failed: 3,
      skipped: 4,
      brokenFiles: [
        "scripts/broken.test.mjs: Cannot find module './does-not-exist.mjs' imported from /repo/scripts/broken.test.mjs",
        'scripts/hook.test.mjs',
      ],
    });
  });

  it('names each file that failed outside its tests', () => {
    expect(vitestFailureLines(summarizeVitest(mixedRun, '/repo'))).toEqual([
      "vitest file failed outside its tests: scripts/broken.test.mjs: Cannot find module './does-not-exist.mjs' imported from /repo/scripts/broken.test.mjs",
      'vitest file failed outside its tests: scripts/hook.test.mjs',
    ]);
  });

  it('counts a run whose only file does not load as one failure, not as green', () => {
    const onlyBroken = {
      numFailedTestSuites: 1,
      numPassedTests: 0,
      numFailedTests: 0,
      numPendingTests: 0,
      numTodoTests: 0,
      testResults: [
        { name: '/repo/x.test.ts', status: 'failed', message: 'SyntaxError', assertionResults: [] },
      ],
    };
    expect(summarizeVitest(onlyBroken)).toMatchObject({ passed: 0, failed: 1, skipped: 0 });
    // Without per-file results, failed suites with no failed test still count.
    const { testResults: _files, ...totalsOnly } = onlyBroken;
    expect(summarizeVitest(totalsOnly)).toMatchObject({ passed: 0, failed: 1, skipped: 0 });
  });

  it('counts a green run as it is', () => {
    const green = {
      numFailedTestSuites: 0,
      numPassedTests: 2,
      numFailedTests: 0,
      numPendingTests: 1,
      numTodoTests: 0,
      testResults: [
        {
          name: '/repo/a.test.ts',
          status: 'passed',
          assertionResults: [
            { title: 'a', status: 'passed' },
            { title: 'b', status: 'passed' },
            { title: 'c', status: 'skipped' },
          ],
        },
      ],
    };
    expect(summarizeVitest(green)).toEqual({ passed: 2, failed: 0, skipped: 1, brokenFiles: [] });
  });
});

describe('the closing line of npm test', () => {
  it('reads N passed, N failed, N skipped', () => {
    expect(closingLine({ passed: 12, failed: 0, skipped: 3 })).toBe('12 passed, 0 failed, 3 skipped');
  });

  it('is the line test.mjs prints, with skipped tests of both runners added up', () => {
    const script = readFileSync(new URL('./test.mjs', import.meta.url), 'utf8');
    expect(script).toContain('console.log(closingLine({ passed, failed, skipped }));');
    expect(script.match(/skipped \+= counted\.skipped;/g)).toHaveLength(2);
    expect(script).not.toMatch(/`\$\{passed\} passed, \$\{failed\} failed`/);
  });
});
