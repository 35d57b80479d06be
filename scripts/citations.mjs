// Citations of design documents in the repository's text files: what points outside the repository
// (the checker, citations.test.mjs, refuses it), what points at docs/architecture.md or a decision
// record (must resolve), and the one-time rewrite of the old forms (rewrite-citations.mjs).
// Plain JavaScript so that Node runs it as is.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const ARCHITECTURE_PATH = 'docs/architecture.md';

/** These files spell the old forms on purpose (patterns, examples). */
const SELF = new Set([
  'scripts/citations.mjs',
  'scripts/citations.test.mjs',
  'scripts/rewrite-citations.mjs',
]);

const SKIPPED_DIRS = ['node_modules/', 'dist/', 'bench/results/'];

/**
 * Text files of the repository, relative to `root`: tracked ones and new ones git does not ignore
 * (`git ls-files --cached --others --exclude-standard`), without dependencies, builds, the lock file,
 * benchmark results, binary files (a NUL byte in the first 8 kB) and the citation tools themselves.
 *
 * @param {string} [root]
 * @returns {string[]}
 */
export function textFiles(root = REPO_ROOT) {
  const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const files = [...new Set(out.split('\0').filter(Boolean))];
  return files.filter((file) => {
    if (SELF.has(file) || file.endsWith('package-lock.json')) {
      return false;
    }
    if (SKIPPED_DIRS.some((dir) => file.startsWith(dir) || file.includes(`/${dir}`))) {
      return false;
    }
    const path = join(root, file);
    if (!existsSync(path) || !statSync(path).isFile()) {
      return false;
    }
    const head = readFileSync(path).subarray(0, 8192);
    return !head.includes(0);
  });
}

// Between a document's name and a section number: spaces, or a line break with a comment's
// continuation (` * `, `// `, `# `).
const SEP = String.raw`(?:[ \t]+|[ \t]*\r?\n[ \t]*(?:\*|\/\/|#)?[ \t]*)`;
const NUM = String.raw`\d+(?:\.\d+)*`;
// A list of section numbers: "14.2, 14.4", "7 and 12", "14.3/14.4", "4 or 8".
const LIST = String.raw`${NUM}(?:(?:[ \t]*(?:,|\/|&)[ \t]*|[ \t]+(?:and|or|to)[ \t]+|,[ \t]+(?:and|or)[ \t]+)${NUM})*`;

/** Citations of documents that are not in the repository, by name and the pattern that finds them. */
export const OUTSIDE = [
  ['ARCHITECTURE (the external design doc)', /\bARCHITECTURE\b/g],
  [
    'spec section (the external product spec)',
    new RegExp(String.raw`\b[Ss]pec${SEP}(?:sections?\b|\d)`, 'g'),
  ],
  ['product-spec', /product-spec/g],
  ['shared/design', /shared\/design/g],
  ['realtime-protocol.md', /realtime-protocol\.md/g],
  ['reliability-and-performance.md', /reliability-and-performance\.md/g],
  ['STYLE.md', /\bSTYLE\.md/g],
  ['peers.md', /\bpeers\.md/g],
  ['../shared', /\.\.\/shared\b/g],
];

/**
 * @param {string} text
 * @param {number} index
 */
const lineOf = (text, index) => text.slice(0, index).split('\n').length;

/**
 * Every citation of a document outside the repository.
 *
 * @param {string} text
 * @returns {{ line: number, kind: string, text: string }[]}
 */
export function outsideCitations(text) {
  const found = [];
  for (const [kind, pattern] of OUTSIDE) {
    for (const m of text.matchAll(pattern)) {
      found.push({
        line: lineOf(text, m.index),
        kind,
        text: text.slice(m.index, m.index + 40).split('\n')[0],
      });
    }
  }
  return found.sort((a, b) => a.line - b.line);
}

/**
 * The numbered headings of a markdown document: "## 14. Domain calls" gives "14", "### 14.1 People" "14.1".
 *
 * @param {string} markdown
 * @returns {Set<string>}
 */
export function headingNumbers(markdown) {
  const numbers = new Set();
  for (const m of markdown.matchAll(/^#{1,6}[ \t]+(\d+(?:\.\d+)*)\.?[ \t]/gm)) {
    numbers.add(m[1]);
  }
  return numbers;
}

const ARCH_CITATION = new RegExp(
  String.raw`(?:docs\/)?architecture\.md` +
    String.raw`(?:[ \t]*§[ \t]*|${SEP}(?:§[ \t]*)?(?:sections?${SEP}|§[ \t]*)?)(${LIST})`,
  'g',
);

/**
 * Section numbers cited as "docs/architecture.md 14.1", "docs/architecture.md sections 7 and 12" or
 * "architecture.md §10".
 *
 * @param {string} text
 * @returns {{ line: number, section: string, text: string }[]}
 */
export function architectureCitations(text) {
  const found = [];
  for (const m of text.matchAll(ARCH_CITATION)) {
    for (const section of m[1].match(new RegExp(NUM, 'g')) ?? []) {
      found.push({ line: lineOf(text, m.index), section, text: m[0].replace(/\s+/g, ' ') });
    }
  }
  return found;
}

/**
 * Decision records named by path ("docs/decisions/007-email-change-and-rank-rule.md", or
 * "decisions/007-....md" relative to docs/).
 *
 * @param {string} text
 * @returns {{ line: number, file: string }[]}
 */
export function decisionLinks(text) {
  return [...text.matchAll(/\bdecisions\/(\d{3}-[A-Za-z0-9._-]*?\.md)/g)].map((m) => ({
    line: lineOf(text, m.index),
    file: m[1],
  }));
}

/**
 * Everything wrong in one file: outside citations, architecture sections without a heading, links
 * to decision records that do not exist.
 *
 * @param {string} text
 * @param {{ sections: Set<string>, decisions: Set<string> }} known
 * @returns {string[]}
 */
export function problemsIn(text, known) {
  const problems = outsideCitations(text).map(
    (c) => `line ${c.line}: cites a document outside the repository (${c.kind}): "${c.text}"`,
  );
  for (const c of architectureCitations(text)) {
    if (!known.sections.has(c.section)) {
      problems.push(`line ${c.line}: docs/architecture.md has no section ${c.section}: "${c.text}"`);
    }
  }
  for (const d of decisionLinks(text)) {
    if (!known.decisions.has(d.file)) {
      problems.push(`line ${d.line}: no decision record docs/decisions/${d.file}`);
    }
  }
  return problems;
}

/**
 * What citations may point at: the headings of docs/architecture.md and the decision records.
 *
 * @param {string} [root]
 * @returns {{ sections: Set<string>, decisions: Set<string> }}
 */
export function knownTargets(root = REPO_ROOT) {
  const doc = join(root, ARCHITECTURE_PATH);
  const sections = existsSync(doc) ? headingNumbers(readFileSync(doc, 'utf8')) : new Set();
  const dir = join(root, 'docs', 'decisions');
  const decisions = new Set(existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.md')) : []);
  return { sections, decisions };
}

// --- The one-time rewrite of the old forms -------------------------------------------------------

/** realtime-protocol.md's sections, by where docs/architecture.md summarises them. */
const PROTOCOL_SECTIONS = { 1: '7.1', 2: '7.1', 3: '7.1', 4: '7.2', 5: '7.1', 6: '7.1' };

/**
 * @param {string} list a list of section numbers with its connecting words
 * @param {(n: string) => string} map
 */
const mapList = (list, map) => list.replace(new RegExp(NUM, 'g'), (n) => map(n));

/**
 * The rewrite rules, in order: [name, pattern, replacement].
 * @type {[string, RegExp, (match: string, ...groups: string[]) => string][]}
 */
export const REWRITES = [
  [
    'ARCHITECTURE N',
    new RegExp(String.raw`\bARCHITECTURE(?:\.md)?(${SEP})(?:§[ \t]*|(sections?)${SEP})?(${LIST})`, 'g'),
    // "section" stays where the citation spans two lines (text generated from split strings reads alike).
    (_m, sep, word, list) =>
      `docs/architecture.md${sep}${word && sep.includes('\n') ? `${word} ` : ''}${list}`,
  ],
  ['ARCHITECTURE', /\bARCHITECTURE(?:\.md)?\b/g, () => 'docs/architecture.md'],
  [
    'spec section N',
    new RegExp(String.raw`\b[Ss]pec(${SEP})(?:sections?${SEP})?(${LIST})`, 'g'),
    (_m, sep, list) => `docs/architecture.md${sep}${mapList(list, (n) => `16.${n}`)}`,
  ],
  [
    'realtime-protocol.md',
    /\x60?(?:\/work\/)?(?:shared\/design\/)?realtime-protocol\.md\x60?(?:[ \t]+section[ \t]+(\d+)(?:\.\d+)*)?/g,
    (_m, section) => `docs/architecture.md ${PROTOCOL_SECTIONS[section] ?? '7'}`,
  ],
  [
    'reliability-and-performance.md',
    new RegExp(
      String.raw`\x60?(?:\/work\/)?(?:shared\/design\/)?reliability-and-performance\.md\x60?` +
        String.raw`(?:(?:[ \t]*,[ \t]*|[ \t]+and[ \t]+|[ \t]+)B\d(?:[ \t]*\([^)]*\)|[ \t]*#[\d-]+)?)*`,
      'g',
    ),
    () => 'docs/architecture.md 10.1',
  ],
  [
    'product-spec.md',
    /\x60?(?:\/work\/)?(?:shared\/design\/)?product-spec\.md\x60?/g,
    () => 'docs/architecture.md 16',
  ],
];

/**
 * The text with every old citation rewritten, and how many of each rule applied.
 *
 * @param {string} text
 * @returns {{ text: string, counts: Record<string, number> }}
 */
export function rewriteCitations(text) {
  /** @type {Record<string, number>} */
  const counts = {};
  let out = text;
  for (const [name, pattern, replace] of REWRITES) {
    out = out.replace(pattern, (...args) => {
      counts[name] = (counts[name] ?? 0) + 1;
      return replace(...args.slice(0, -2));
    });
  }
  return { text: out, counts };
}
