// Counts a Playwright JSON report for `npm test`. A test that failed and then passed on a retry
// ("flaky" in the report) counts as failed and is named, like a test that failed outright: a
// retry may keep a run going, never hide a failure.

/**
 * @typedef {{ status?: string, projectName?: string }} ReportTest
 * @typedef {{ title: string, file?: string, line?: number, column?: number, tests?: ReportTest[] }} ReportSpec
 * @typedef {{ title: string, specs?: ReportSpec[], suites?: ReportSuite[] }} ReportSuite
 * @typedef {{ suites?: ReportSuite[], errors?: { message?: string }[] }} PlaywrightReport
 * @typedef {{
 *   passed: number,
 *   failed: number,
 *   skipped: number,
 *   flaky: string[],
 *   unexpected: string[],
 *   errors: string[],
 * }} PlaywrightSummary
 */

/**
 * Walks every test of the report (each project's run of each spec counts once).
 * `expected` passed; `skipped` is skipped; `flaky` (failed, then passed on a retry) and any other
 * status are failures; errors outside tests (global setup, a spec file that does not load) each
 * count as one failure too.
 *
 * @param {PlaywrightReport} report
 * @returns {PlaywrightSummary}
 */
export function summarizePlaywright(report) {
  /** @type {PlaywrightSummary} */
  const summary = { passed: 0, failed: 0, skipped: 0, flaky: [], unexpected: [], errors: [] };
  /** @param {ReportSuite} suite @param {string[]} path titles of the describe blocks around it */
  const visit = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const name = testName(spec, test, path);
        if (test.status === 'expected') {
          summary.passed += 1;
        } else if (test.status === 'skipped') {
          summary.skipped += 1;
        } else if (test.status === 'flaky') {
          summary.failed += 1;
          summary.flaky.push(name);
        } else {
          summary.failed += 1;
          summary.unexpected.push(name);
        }
      }
    }
    for (const child of suite.suites ?? []) {
      visit(child, [...path, child.title]);
    }
  };
  // Top-level suites are the spec files; their titles are the file names, already in testName.
  for (const file of report.suites ?? []) {
    visit(file, []);
  }
  for (const error of report.errors ?? []) {
    summary.failed += 1;
    summary.errors.push(firstLine(error.message ?? 'unknown error'));
  }
  return summary;
}

/**
 * One line per failure, for the end of the run: flaky tests by name with what happened to them.
 *
 * @param {PlaywrightSummary} summary
 * @returns {string[]}
 */
export function failureLines(summary) {
  return [
    ...summary.flaky.map((name) => `e2e flaky (failed, then passed on retry; counted as failed): ${name}`),
    ...summary.unexpected.map((name) => `e2e failed: ${name}`),
    ...summary.errors.map((message) => `e2e error outside tests: ${message}`),
  ];
}

/**
 * "[project] › file.spec.ts:12:3 › describe › title", as Playwright's list reporter names it.
 *
 * @param {ReportSpec} spec @param {ReportTest} test @param {string[]} path
 */
function testName(spec, test, path) {
  const project = test.projectName ? `[${test.projectName}] › ` : '';
  const location = spec.file ? `${spec.file}:${spec.line ?? 0}:${spec.column ?? 0} › ` : '';
  return `${project}${location}${[...path, spec.title].join(' › ')}`;
}

/** @param {string} message */
function firstLine(message) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips terminal colour codes
  return message.replace(/\u001b\[[0-9;]*m/g, '').split('\n')[0] ?? '';
}
