// One-time rewrite of citations of the external design documents into citations of
// docs/architecture.md, in place, in every text file of the repository (see citations.mjs for the
// files and the rules):
//   "ARCHITECTURE 14.1", "ARCHITECTURE section 11"      -> "docs/architecture.md 14.1", "... 11"
//   "spec section 8", "Spec section 4", "spec 3"         -> "docs/architecture.md 16.8", "16.4", "16.3"
//   "realtime-protocol.md section 4"                     -> "docs/architecture.md 7.2" (7.1 for framing)
//   "reliability-and-performance.md B2, B4 ..."          -> "docs/architecture.md 10.1"
// Afterwards every file is checked as citations.test.mjs checks it; what would still fail is listed.
//
//   node scripts/rewrite-citations.mjs --dry-run   prints what it would change, writes nothing
//   node scripts/rewrite-citations.mjs             rewrites the files
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { knownTargets, problemsIn, REPO_ROOT, rewriteCitations, textFiles } from './citations.mjs';

const dryRun = process.argv.includes('--dry-run');
const known = knownTargets();
/** @type {Record<string, number>} */
const totals = {};
let changedFiles = 0;
/** @type {string[]} */
const remaining = [];

for (const file of textFiles()) {
  const path = join(REPO_ROOT, file);
  const before = readFileSync(path, 'utf8');
  const { text, counts } = rewriteCitations(before);
  if (text !== before) {
    changedFiles += 1;
    const summary = Object.entries(counts)
      .map(([rule, n]) => `${rule} x${n}`)
      .join(', ');
    console.log(`${file}: ${summary}`);
    for (const [rule, n] of Object.entries(counts)) {
      totals[rule] = (totals[rule] ?? 0) + n;
    }
    if (!dryRun) {
      writeFileSync(path, text);
    }
  }
  for (const problem of problemsIn(text, known)) {
    remaining.push(`${file} ${problem}`);
  }
}

const count = Object.values(totals).reduce((a, b) => a + b, 0);
console.log(
  `\n${dryRun ? 'would rewrite' : 'rewrote'} ${count} citations in ${changedFiles} files: ` +
    Object.entries(totals)
      .map(([rule, n]) => `${rule} ${n}`)
      .join(', '),
);
if (remaining.length > 0) {
  console.log(`\n${remaining.length} problems would remain (fix by hand):`);
  for (const line of remaining) {
    console.log(`  ${line}`);
  }
  process.exit(1);
}
console.log('afterwards every citation resolves (docs/architecture.md headings, docs/decisions files)');
