/**
 * Blocks of docs/architecture.md that a generator owns: everything between
 * `<!-- generated:NAME -->` and `<!-- /generated:NAME -->` is replaced as a whole.
 */
const blockPattern = (name: string) =>
  new RegExp(`(<!-- generated:${name} -->\\n)([\\s\\S]*?)(<!-- /generated:${name} -->)`);

/** The text between a block's markers, or undefined when the document has no such block. */
export function readBlock(doc: string, name: string): string | undefined {
  return blockPattern(name).exec(doc)?.[2];
}

/** The document with each named block's body replaced; a block missing from the document throws. */
export function writeBlocks(doc: string, blocks: Readonly<Record<string, string>>): string {
  let out = doc;
  for (const [name, body] of Object.entries(blocks)) {
    if (readBlock(out, name) === undefined) {
      throw new Error(
        `docs/architecture.md has no <!-- generated:${name} --> ... <!-- /generated:${name} --> block`,
      );
    }
    const text = body.endsWith('\n') ? body : `${body}\n`;
    out = out.replace(
      blockPattern(name),
      (_, open: string, _old: string, close: string) => `${open}${text}${close}`,
    );
  }
  return out;
}

/** Names of the blocks whose body in the document differs from the generated one. */
export function staleBlocks(doc: string, blocks: Readonly<Record<string, string>>): string[] {
  return Object.entries(blocks)
    .filter(([name, body]) => readBlock(doc, name) !== (body.endsWith('\n') ? body : `${body}\n`))
    .map(([name]) => name);
}

/** A markdown table: one header row, one row per entry; pipes inside cells are escaped. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.map((c) => c.replaceAll('|', '\\|')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
