// Counts a Vitest JSON report for `npm test`, and writes the run's closing line. A test file that
// fails without a failed test (it does not load, or a hook throws) counts as one failure: a run
// that loses a whole file must never read as green.
import { relative } from 'node:path';

/**
 * @typedef {{ title?: string, status?: string }} VitestAssertion
 * @typedef {{ name?: string, status?: string, message?: string, assertionResults?: VitestAssertion[] }} VitestFile
 * @typedef {{
 *   numPassedTests?: number,
 *   numFailedTests?: number,
 *   numPendingTests?: number,
 *   numTodoTests?: number,
 *   numFailedTestSuites?: number,
 *   testResults?: VitestFile[],
 * }} VitestReport
 * @typedef {{ passed: number, failed: number, skipped: number, brokenFiles: string[] }} VitestSummary
 * @typedef {{ passed: number, failed: number, skipped: number }} Totals
 */

/**
 * Passed and failed tests; skipped are skipped plus todo tests (`numPendingTests` +
 * `numTodoTests`); every failed file without a failed test adds one failure and is named (relative
 * to `root` when given).
 *
 * @param {VitestReport} report
 * @param {string} [root]
 * @returns {VitestSummary}
 */
export function summarizeVitest(report, root) {
  /** @param {string | undefined} name */
  const fileName = (name) => (name === undefined ? 'unknown file' : root ? relative(root, name) : name);
  const files = report.testResults;
  /** @type {string[]} */
  let brokenFiles;
  if (Array.isArray(files)) {
    brokenFiles = files
      .filter((f) => f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed'))
      .map((f) => `${fileName(f.name)}${f.message ? `: ${firstLine(f.message)}` : ''}`);
  } else {
    // No per-file results: failed suites without any failed test are, at the least, failures.
    const suites = report.numFailedTestSuites ?? 0;
    brokenFiles =
      (report.numFailedTests ?? 0) === 0 ? Array.from({ length: suites }, () => 'a test suite') : [];
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + brokenFiles.length,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    brokenFiles,
  };
}

/**
 * @param {VitestSummary} summary
 * @returns {string[]}
 */
export function vitestFailureLines(summary) {
  return summary.brokenFiles.map((file) => `vitest file failed outside its tests: ${file}`);
}

/**
 * The last line of `npm test`.
 *
 * @param {Totals} totals
 */
export function closingLine({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed, ${skipped} skipped`;
}

/** @param {string} message */
function firstLine(message) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips terminal colour codes
  return message.replace(/\u001b\[[0-9;]*m/g, '').split('\n')[0] ?? '';
}
