import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ARCHITECTURE_DOC, generateBlocks, REGENERATE_COMMAND } from './architecture-tables';
import { readBlock } from './generated-blocks';

let blocks: Record<string, string>;
let doc: string;

beforeAll(async () => {
  blocks = await generateBlocks();
  doc = readFileSync(ARCHITECTURE_DOC, 'utf8');
}, 120_000);

describe('the generated tables of docs/architecture.md', () => {
  it('has every generated block', () => {
    const missing = Object.keys(blocks).filter((name) => readBlock(doc, name) === undefined);
    expect(missing, `add the <!-- generated:NAME --> markers, then run ${REGENERATE_COMMAND}`).toEqual([]);
  });

  for (const name of ['routes', 'channels', 'roles', 'traffic-light', 'navigation', 'decisions', 'areas']) {
    it(`block "${name}" matches the code`, () => {
      const body = blocks[name] ?? '';
      expect(readBlock(doc, name), `docs/architecture.md is stale: run ${REGENERATE_COMMAND}`).toBe(
        body.endsWith('\n') ? body : `${body}\n`,
      );
    });
  }

  it('lists every registered route, each classified', () => {
    const routes = blocks.routes ?? '';
    expect(routes).toContain('`GET /api/members`');
    expect(routes).toContain('`POST /api/login` | public | none');
    expect(routes).not.toContain('UNCLASSIFIED');
  });
});
