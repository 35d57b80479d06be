import { writeReadmeSection } from '../lib/readme-section.ts';

const HEADING = '## Imports: roster and PALMS history';
const INTRO = [
  '`bench/imports/run.ts` applies the two imports of docs/architecture.md 14.7 on PostgreSQL: a roster of',
  '2,000 new members (accounts, memberships and their temporary-password mails, one transaction) and two',
  'years of monthly PALMS totals for 50 members (1,200 rows, every row checked for overlaps with recorded',
  'data and other imports). Budget: each applied import under 10 s. On a shared machine (see the load',
  'average) the figures are upper bounds.',
];

/** Puts the figures under its heading in bench/README.md (replacing the section if it is there). */
export function writeImportsSection(path: string, markdown: string): void {
  writeReadmeSection(path, HEADING, INTRO, markdown);
}
