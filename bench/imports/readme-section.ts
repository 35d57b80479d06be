import { readFileSync, writeFileSync } from 'node:fs';

const HEADING = '## Imports: roster and PALMS history';
const INTRO = [
  HEADING,
  '',
  '`bench/imports/run.ts` applies the two imports of docs/architecture.md 14.7 on PostgreSQL: a roster of',
  '2,000 new members (accounts, memberships and their temporary-password mails, one transaction) and two',
  'years of monthly PALMS totals for 50 members (1,200 rows, every row checked for overlaps with recorded',
  'data and other imports). Budget: each applied import under 10 s. On a shared machine (see the load',
  'average) the figures are upper bounds.',
  '',
  '',
].join('\n');

/** Puts the figures under its heading in bench/README.md (replacing the section if it is there). */
export function writeImportsSection(path: string, markdown: string): void {
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
