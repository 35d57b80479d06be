// `npm test`: lint, typecheck, unit/API/realtime tests (Vitest) and end-to-end tests (Playwright).
// In CI (CI=1 or CI=true, see ci-env.mjs), PostgreSQL, Redis and Chromium are mandatory; locally a missing
// one is skipped with one line. An end-to-end test that passed only on retry counts as failed, by name;
// so does a test file that fails without a failed test (it does not load, a hook throws). The closing
// line counts every check: `N passed, N failed, N skipped` (skipped and todo tests included).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isCi } from './ci-env.mjs';
import { failureLines, summarizePlaywright } from './playwright-summary.mjs';
import { closingLine, summarizeVitest, vitestFailureLines } from './vitest-summary.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const ci = isCi();
const reports = join(root, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const only = process.argv.slice(2); // e.g. `npm test -- vitest` or `npm test -- e2e`

const run = (cmd, args, env = {}) =>
  new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => resolve(code ?? 1));
  });

function reachable(url, defaultPort) {
  return new Promise((resolve) => {
    let u;
    try {
      u = new URL(url);
    } catch {
      resolve(false);
      return;
    }
    const socket = net.connect({ host: u.hostname, port: Number(u.port || defaultPort) });
    socket.setTimeout(2000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const services = [
  {
    name: 'PostgreSQL',
    env: 'TEST_DATABASE_URL',
    ok: process.env.TEST_DATABASE_URL && (await reachable(process.env.TEST_DATABASE_URL, 5432)),
  },
  {
    name: 'Redis',
    env: 'TEST_REDIS_URL',
    ok: process.env.TEST_REDIS_URL && (await reachable(process.env.TEST_REDIS_URL, 6379)),
  },
  { name: 'Chromium', env: 'CHROMIUM_PATH', ok: existsSync(chromium) },
];
const missing = services.filter((s) => !s.ok);
if (ci && missing.length > 0) {
  for (const s of missing) {
    console.error(
      `CI=${process.env.CI} but ${s.name} is not available (set ${s.env} and make sure it answers). Failing.`,
    );
  }
  console.log(closingLine({ passed: 0, failed: 1, skipped: 0 }));
  process.exit(1);
}
const env = {};
for (const s of services) {
  if (!s.ok) {
    console.log(`skipped: ${s.name} suites (${s.env} not set or not reachable)`);
    if (s.env !== 'CHROMIUM_PATH') {
      env[s.env] = '';
    }
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
const wants = (step) => only.length === 0 || only.includes(step);

if (wants('lint')) {
  (await run('npx', ['biome', 'check', '.'])) === 0 ? passed++ : failed++;
}
if (wants('typecheck')) {
  (await run('node', ['scripts/typecheck.mjs'])) === 0 ? passed++ : failed++;
}
if (wants('vitest')) {
  const file = join(reports, 'vitest.json');
  const code = await run('npx', ['vitest', 'run'], { ...env, VITEST_JSON: file });
  const counted = countVitest(file);
  passed += counted.passed;
  failed += counted.failed + (code !== 0 && counted.failed === 0 ? 1 : 0);
  skipped += counted.skipped;
}
if (wants('e2e') && existsSync(chromium)) {
  const file = join(reports, 'playwright.json');
  const code = await run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    ...env,
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
    CHROMIUM_PATH: chromium,
  });
  const counted = countPlaywright(file);
  passed += counted.passed;
  failed += counted.failed + (code !== 0 && counted.failed === 0 ? 1 : 0);
  skipped += counted.skipped;
}

console.log(closingLine({ passed, failed, skipped }));
process.exit(failed > 0 ? 1 : 0);

function countVitest(file) {
  if (!existsSync(file)) {
    return { passed: 0, failed: 0, skipped: 0 };
  }
  const summary = summarizeVitest(JSON.parse(readFileSync(file, 'utf8')), root);
  for (const line of vitestFailureLines(summary)) {
    console.log(line);
  }
  return summary;
}

function countPlaywright(file) {
  if (!existsSync(file)) {
    return { passed: 0, failed: 0, skipped: 0 };
  }
  const summary = summarizePlaywright(JSON.parse(readFileSync(file, 'utf8')));
  for (const line of failureLines(summary)) {
    console.log(line);
  }
  return summary;
}
