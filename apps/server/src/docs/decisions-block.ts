import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The record's `- Status:` item, continuation lines joined, links reduced to their text. */
function statusOf(text: string): string | undefined {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => /^-\s*Status:/.test(line));
  if (start === -1) {
    return undefined;
  }
  const parts = [lines[start]?.replace(/^-\s*Status:\s*/, '') ?? ''];
  for (const line of lines.slice(start + 1)) {
    if (!/^\s{2,}\S/.test(line)) {
      break;
    }
    parts.push(line.trim());
  }
  return parts
    .join(' ')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .trim();
}

/** docs/decisions/NNN-*.md, one line each: number (linked), title, and status when the record gives one. */
export function decisionsBlock(decisionsDir: string): string {
  const files = readdirSync(decisionsDir)
    .filter((name) => /^\d{3}-.+\.md$/.test(name))
    .sort();
  return files
    .map((name) => {
      const text = readFileSync(join(decisionsDir, name), 'utf8');
      const heading = /^#\s+(.+)$/m.exec(text)?.[1]?.trim() ?? name;
      const title = heading.replace(/^\d{3}\s*[:.-]\s*/, '');
      const status = statusOf(text);
      return `- [${name.slice(0, 3)}](decisions/${name}): ${title}${status ? ` — ${status}` : ''}`;
    })
    .join('\n');
}
