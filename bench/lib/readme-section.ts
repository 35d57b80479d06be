import { readFileSync, writeFileSync } from 'node:fs';

/**
 * Puts a bench's section in bench/README.md: `heading`, the `intro` lines, then the run's figures
 * (`markdown`), replacing the section under that heading (up to the next "## ") if it is there,
 * else appending it.
 */
export function writeReadmeSection(
  path: string,
  heading: string,
  intro: readonly string[],
  markdown: string,
): void {
  const readme = readFileSync(path, 'utf8');
  const section = `${[heading, '', ...intro, '', ''].join('\n')}${markdown}\n`;
  const start = readme.indexOf(`\n${heading}\n`);
  if (start < 0) {
    writeFileSync(path, `${readme.trimEnd()}\n\n${section}`);
    return;
  }
  const next = readme.indexOf('\n## ', start + heading.length + 2);
  writeFileSync(path, `${readme.slice(0, start + 1)}${section}${next < 0 ? '' : readme.slice(next)}`);
}
