import { readFileSync, writeFileSync } from 'node:fs';

/**
 * Replaces a "## " section of a Markdown file (up to the next "## " heading) with `body`, or
 * appends it; the rest of the file is kept as it is.
 */
export function withSection(markdown: string, heading: string, body: string): string {
  const section = `${heading}\n\n${body.trim()}\n`;
  const lines = markdown.replace(/\r\n/g, '\n').split('\n');
  const start = lines.findIndex((line) => line.trim() === heading);
  if (start === -1) {
    return `${markdown.trimEnd()}\n\n${section}`;
  }
  let end = lines.findIndex((line, i) => i > start && line.startsWith('## '));
  if (end === -1) {
    end = lines.length;
  }
  const before = lines.slice(0, start).join('\n').trimEnd();
  const after = lines.slice(end).join('\n').trim();
  return `${before}\n\n${section}${after ? `\n${after}\n` : ''}`;
}

/** Writes a bench's section of bench/README.md (see withSection). */
export function writeSection(path: string, heading: string, body: string): void {
  writeFileSync(path, withSection(readFileSync(path, 'utf8'), heading, body));
}

/** A bench's section: `heading`, the `intro` lines, then the run's figures (`markdown`). */
export function writeReadmeSection(
  path: string,
  heading: string,
  intro: readonly string[],
  markdown: string,
): void {
  writeSection(path, heading, `${intro.join('\n')}\n\n${markdown}`);
}
