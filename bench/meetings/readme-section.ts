import { writeReadmeSection } from '../lib/readme-section.ts';

const HEADING = '## Meetings';
const INTRO = [
  '`bench/meetings/run.ts` reads the meetings of the large chapter of docs/architecture.md 10 (50 members,',
  'two years of weekly meetings with their PALMS sheets plus 12 weeks ahead, 5,000 RSVPs, 20,000 slips) on',
  'PostgreSQL, one request at a time. Budget: under 20 ms p50 per call. On a shared machine (see the load',
  'average) the figures are upper bounds: the tails are other processes taking the two cores.',
];

/** Puts the figures under "## Meetings" in bench/README.md (replacing the section if it is there). */
export function writeMeetingsSection(path: string, markdown: string): void {
  writeReadmeSection(path, HEADING, INTRO, markdown);
}
