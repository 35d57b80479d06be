import { writeSection } from '../lib/readme-section.ts';

/** Writes the "## Inbox" section of bench/README.md. */
export function writeInboxSection(path: string, body: string): void {
  writeSection(path, '## Inbox', body);
}
