import { readFileSync, writeFileSync } from 'node:fs';

const HEADING = '## Leadership: dashboard and PALMS';
const INTRO = [
  HEADING,
  '',
  '`bench/leadership/run.ts` reads the dashboard and the PALMS report of the large chapter of docs/architecture.md',
  'section 10 (50 members, two years of weekly meetings with their PALMS sheets, 20,000 slips, visitor',
  'invitations) on PostgreSQL, one request at a time. Budgets: `GET /api/admin/dashboard` under 20 ms p50,',
  'the PALMS report of a year under 150 ms. On a shared machine (see the load average) the figures are upper',
  'bounds.',
  '',
  '',
].join('\n');

/** Puts the figures under its heading in bench/README.md (replacing the section if it is there). */
export function writeLeadershipSection(path: string, markdown: string): void {
  const readme = readFileSync(path, 'utf8');
  const section = `${INTRO}${markdown}\n`;
  const start = readme.indexOf(`\n${HEADING}\n`);
  if (start < 0) {
    writeFileSync(path, `${readme.trimEnd()}\n\n${section}`);
    return;
  }
  const next = readme.indexOf('\n## ', start + HEADING.length + 2);
  writeFileSync(path, `${readme.slice(0, start + 1)}${section}${next < 0 ? '' : readme.slice(next)}`);
}
