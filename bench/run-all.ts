// Runs every benchmark scenario in turn; each prints its own figures.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Entry scripts, relative to bench/; each runs as `node --import tsx <script>`. */
const scenarios: string[] = [
  // Realtime: fan-out to 5,000, 10,000 idle connections, reconnect storm of 2,000 (4-6 min).
  // See realtime/README.md.
  'realtime/run.ts',
  // Inbox API: GET /api/inbox vs a bare Fastify route, 200 connections, PostgreSQL (about 4 min).
  // See inbox/run.ts.
  'inbox/run.ts',
  // Activity API: GET /api/activities and /api/activities/stats on the large chapter vs bare routes
  // (PostgreSQL, about 4 min). See activity/run.ts.
  'activity/run.ts',
  // Meetings API: GET /api/meetings and the attendance sheet on the large chapter, PostgreSQL (about 1 min).
  'meetings/run.ts',
  // Leadership: GET /api/admin/dashboard and the PALMS report of a year on the large chapter (about 30 s).
  'leadership/run.ts',
  // Generated request suite (docs/architecture.md 9, 15.9): 100 requests per call and identity, PostgreSQL when
  // TEST_DATABASE_URL or DATABASE_URL is set, PGlite otherwise (about 5-10 min). See api/openapi-fuzz.ts.
  'api/openapi-fuzz.ts',
  // Imports: a roster of 2,000 members and two years of PALMS history for 50 members (under a minute).
  'imports/run.ts',
  // National installation: builds 1,000 groups and 30,000 members (about 5 min, 6 GB in
  // `bench_national`), then reads both sizes side by side and runs the daily jobs (about 9 min).
  'national/generate.ts',
  'national/run.ts',
  // Meeting morning: two nodes behind HAProxy (installed with apt-get), 3,000 members live (about 13 min).
  'meeting-morning/run.ts',
  // Web: JS loaded by /login and the largest lazy chunk, measured in Chromium (needs `npm run build`).
  'web/bundle-budget.ts',
];
if (scenarios.length === 0) {
  console.log('No benchmark scenarios yet.');
}
let failed = 0;
for (const script of scenarios) {
  const path = fileURLToPath(new URL(script, import.meta.url));
  console.log(`\n## ${script}\n`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', path], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`${script} failed (exit ${result.status ?? result.signal})`);
    failed += 1;
  }
}
process.exitCode = failed > 0 ? 1 : 0;
