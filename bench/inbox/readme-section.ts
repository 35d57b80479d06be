import { readFileSync, writeFileSync } from 'node:fs';

const HEADING = '## Inbox';

/**
 * Replaces the "## Inbox" section of a Markdown file (up to the next "## " heading) with `body`,
 * or appends it; the rest of the file is kept as it is. The placeholder "No figures yet." goes.
 */
export function withInboxSection(markdown: string, body: string): string {
  const section = `${HEADING}\n\n${body.trim()}\n`;
  const lines = markdown.replace(/\r\n/g, '\n').split('\n');
  const start = lines.findIndex((line) => line.trim() === HEADING);
  if (start === -1) {
    const kept = markdown.replace(/\n*No figures yet\.\n*/, '\n\n').trimEnd();
    return `${kept}\n\n${section}`;
  }
  let end = lines.findIndex((line, i) => i > start && line.startsWith('## '));
  if (end === -1) {
    end = lines.length;
  }
  const before = lines.slice(0, start).join('\n').trimEnd();
  const after = lines.slice(end).join('\n').trim();
  return `${before}\n\n${section}${after ? `\n${after}\n` : ''}`;
}

export function writeInboxSection(path: string, body: string): void {
  writeFileSync(path, withInboxSection(readFileSync(path, 'utf8'), body));
}
