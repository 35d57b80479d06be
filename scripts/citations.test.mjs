import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ARCHITECTURE_PATH,
  architectureCitations,
  decisionLinks,
  headingNumbers,
  knownTargets,
  outsideCitations,
  problemsIn,
  REPO_ROOT,
  rewriteCitations,
  textFiles,
} from './citations.mjs';

const known = {
  sections: new Set([
    '7',
    '7.1',
    '7.2',
    '10',
    '10.1',
    '12',
    '14',
    '14.1',
    '14.3',
    '14.4',
    '15.6',
    '16',
    '16.2',
    '16.3',
    '16.4',
    '16.8',
    '16.9',
  ]),
  decisions: new Set(['007-email-change-and-rank-rule.md']),
};

describe('finding citations', () => {
  it('finds every citation of a document outside the repository', () => {
    const text = [
      '// ARCHITECTURE 14.1 and ARCHITECTURE section 11',
      '/* spec section 8, Spec section 4, spec 3 */',
      'see product-spec.md, /work/shared/design/realtime-protocol.md and reliability-and-performance.md B2',
      'STYLE.md, peers.md, ../shared/notes',
    ].join('\n');
    const kinds = outsideCitations(text).map((c) => c.kind.split(' ')[0]);
    expect(kinds).toEqual([
      'ARCHITECTURE',
      'ARCHITECTURE',
      'spec',
      'spec',
      'spec',
      'product-spec',
      'shared/design',
      'realtime-protocol.md',
      'reliability-and-performance.md',
      'STYLE.md',
      'peers.md',
      '../shared',
    ]);
  });

  it('leaves ordinary words alone', () => {
    expect(outsideCitations('e2e/specs run; the spec says; ReportSpec\n 3; architecture.md')).toEqual([]);
  });

  it('reads section numbers of docs/architecture.md citations, lists and line breaks included', () => {
    const text = [
      'docs/architecture.md 14.1; docs/architecture.md sections 7 and 12; architecture.md §10',
      "docs/architecture.md 14.3/14.4, docs/architecture.md 16.3's statuses",
      ' * (docs/architecture.md',
      ' * 15.6). And docs/architecture.md on its own.',
    ].join('\n');
    expect(architectureCitations(text).map((c) => c.section)).toEqual([
      '14.1',
      '7',
      '12',
      '10',
      '14.3',
      '14.4',
      '16.3',
      '15.6',
    ]);
  });

  it('reads the numbered headings of a markdown document', () => {
    const doc = '# Title\n## 1. The product\n### 14.1 People\n#### 16.9 Constants\n## Not numbered\n';
    expect([...headingNumbers(doc)]).toEqual(['1', '14.1', '16.9']);
  });

  it('finds links to decision records, relative or from the root', () => {
    const text = '[007](decisions/007-email-change-and-rank-rule.md) docs/decisions/099-missing.md';
    expect(decisionLinks(text).map((d) => d.file)).toEqual([
      '007-email-change-and-rank-rule.md',
      '099-missing.md',
    ]);
  });

  it('reports outside citations, unknown sections and missing decision records', () => {
    const text = 'docs/architecture.md 14.1 and 99.9\nARCHITECTURE 5\ndocs/decisions/099-missing.md';
    const problems = problemsIn(text, known);
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toContain('no section 99.9');
    expect(problems.join('\n')).toContain('outside the repository');
    expect(problems.join('\n')).toContain('099-missing.md');
  });
});

describe('the one-time rewrite', () => {
  const rewrite = (text) => rewriteCitations(text).text;

  it('turns design-doc citations into docs/architecture.md citations with the same numbers', () => {
    expect(rewrite('(ARCHITECTURE 14.1)')).toBe('(docs/architecture.md 14.1)');
    expect(rewrite('ARCHITECTURE section 11')).toBe('docs/architecture.md 11');
    expect(rewrite('ARCHITECTURE sections 7 and 12')).toBe('docs/architecture.md 7 and 12');
    expect(rewrite('(ARCHITECTURE 14.5, 15.1)')).toBe('(docs/architecture.md 14.5, 15.1)');
    expect(rewrite(' * allow (ARCHITECTURE\n * 15.6). Next')).toBe(
      ' * allow (docs/architecture.md\n * 15.6). Next',
    );
    expect(rewrite("ARCHITECTURE's target")).toBe("docs/architecture.md's target");
  });

  it('keeps "section" where the citation is split over two lines', () => {
    expect(rewrite('chapter of ARCHITECTURE\nsection 10 (50')).toBe(
      'chapter of docs/architecture.md\nsection 10 (50',
    );
  });

  it('moves product-spec citations to section 16', () => {
    expect(rewrite('(spec section 8)')).toBe('(docs/architecture.md 16.8)');
    expect(rewrite('Spec section 4, new message')).toBe('docs/architecture.md 16.4, new message');
    expect(rewrite('(spec sections 4 and 8)')).toBe('(docs/architecture.md 16.4 and 16.8)');
    expect(rewrite("(spec 3's four statuses)")).toBe("(docs/architecture.md 16.3's four statuses)");
  });

  it('moves the protocol and benchmark notes to sections 7 and 10.1', () => {
    expect(rewrite('(see realtime-protocol.md section 4)')).toBe('(see docs/architecture.md 7.2)');
    expect(rewrite('(realtime-protocol.md section 1)')).toBe('(docs/architecture.md 7.1)');
    expect(rewrite('sources: `/work/shared/design/realtime-protocol.md`.')).toBe(
      'sources: docs/architecture.md 7.',
    );
    expect(
      rewrite('follows `shared/design/reliability-and-performance.md` B2, B4 (scenarios 4, 5, 6) and B5.'),
    ).toBe('follows docs/architecture.md 10.1.');
    expect(rewrite('(ARCHITECTURE section 10; reliability-and-performance.md B2, B4 #4-6).')).toBe(
      '(docs/architecture.md 10; docs/architecture.md 10.1).',
    );
  });

  it('leaves text that resolves afterwards', () => {
    const text = rewrite(
      'ARCHITECTURE 14.1; spec section 8; realtime-protocol.md section 4; ARCHITECTURE 15.6',
    );
    expect(problemsIn(text, known)).toEqual([]);
  });
});

describe('the repository', () => {
  const targets = knownTargets();

  it('has docs/architecture.md with every section other files cite by number', () => {
    const doc = readFileSync(join(REPO_ROOT, ARCHITECTURE_PATH), 'utf8');
    const sections = headingNumbers(doc);
    const expected = [
      ...Array.from({ length: 18 }, (_, i) => String(i + 1)),
      ...Array.from({ length: 7 }, (_, i) => `14.${i + 1}`),
      ...Array.from({ length: 9 }, (_, i) => `15.${i + 1}`),
      ...Array.from({ length: 9 }, (_, i) => `16.${i + 1}`),
    ];
    expect(expected.filter((n) => !sections.has(n))).toEqual([]);
  });

  it('cites no document outside the repository, no missing section and no missing decision record', () => {
    const problems = textFiles().flatMap((file) =>
      problemsIn(readFileSync(join(REPO_ROOT, file), 'utf8'), targets).map((p) => `${file} ${p}`),
    );
    expect(
      problems,
      `${problems.length} citations to fix: old forms are rewritten by \`node scripts/rewrite-citations.mjs\` ` +
        '(try --dry-run first); point the rest at a heading of docs/architecture.md or a file of docs/decisions/',
    ).toEqual([]);
  });
});
