import { writeReadmeSection } from '../lib/readme-section.ts';

const HEADING = '## Leadership: dashboard and PALMS';
const INTRO = [
  '`bench/leadership/run.ts` reads the dashboard and the PALMS report of the large chapter of docs/architecture.md',
  'section 10 (50 members, two years of weekly meetings with their PALMS sheets, 20,000 slips, visitor',
  'invitations) on PostgreSQL, one request at a time. Budgets: `GET /api/admin/dashboard` under 20 ms p50,',
  'the PALMS report of a year under 150 ms. On a shared machine (see the load average) the figures are upper',
  'bounds.',
];

/** Puts the figures under its heading in bench/README.md (replacing the section if it is there). */
export function writeLeadershipSection(path: string, markdown: string): void {
  writeReadmeSection(path, HEADING, INTRO, markdown);
}
