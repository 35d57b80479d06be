// The "## National installation" section of bench/README.md: written from a run's figures, plus the
// hand-written query notes of explain-notes.md (EXPLAIN before and after each fix).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { writeSection } from '../lib/readme-section.ts';
import { DIGEST_SECONDS, type DigestFigures, type JobsResult } from './jobs.ts';
import type { ReadResult } from './run.ts';
import { CHAPTER, NATIONAL } from './sizes.ts';

const HEADING = '## National installation';
/** A group's read may cost at most this much more at national size than on the single chapter. */
export const GROWTH_BUDGET = 1.3;
const JOBS_BUDGET_S = 60;

export interface SectionInput {
  readmePath: string;
  write: boolean;
  results: ReadResult[];
  jobs: JobsResult | undefined;
  described: Record<string, { rows: Record<string, number>; bytes: number }>;
  settings: {
    requests: number;
    warmup: number;
    duration: number;
    connections: number;
    saturation: boolean;
    maxSeconds: number;
  };
  machine: {
    node: string;
    cpus: string;
    loadStart: number[];
    loadEnd: number[];
    when: string;
    seconds: number;
  };
}

const ms = (v: number) => v.toFixed(2);
const load = (l: number[]) => l.map((v) => v.toFixed(1)).join(', ');
/** Busy: another process's work on the 2 cores during the run (the 1-minute load at the start above 2). */
const busy = (l: number[]) => (l[0] ?? 0) > 2;
const gib = (bytes: number) => `${(bytes / 2 ** 30).toFixed(2)} GiB`;

export function verdictOf(r: ReadResult): { ok: boolean; why: string[] } {
  const why: string[] = [];
  if (r.national.p50 >= r.read.budget) {
    why.push(`p50 ${ms(r.national.p50)} ms >= ${r.read.budget} ms`);
  }
  const ratio = r.national.p50 / r.chapter.p50;
  if (r.read.groupScoped && ratio > GROWTH_BUDGET) {
    why.push(`${ratio.toFixed(2)}x the chapter`);
  }
  return { ok: why.length === 0, why };
}

export function writeNationalSection(input: SectionInput): string {
  const { results, jobs, described, settings, machine } = input;
  const chapter = described[CHAPTER.schema];
  const national = described[NATIONAL.schema];
  const tables = Object.keys(national?.rows ?? {});
  const missed = results.filter((r) => !verdictOf(r).ok);
  const lines: string[] = [
    '`bench/national/` builds a national installation (1,000 groups of 30 members, two years) and the single',
    'large chapter of docs/architecture.md 10 in one PostgreSQL database of their own (`bench_national`, a',
    "schema each, made by the app's migrations and bootstrap), then reads both through the real app in the",
    'same run. Budgets (issue 24): every read under 20 ms p50 one request at a time, the PALMS report of a',
    `year under 150 ms, a group's read at national size at most ${GROWTH_BUDGET}x its single-chapter p50 (its cost must`,
    "not grow with other groups' data; the national group has 30 members, the chapter 50), and the daily jobs",
    'at national size under 60 s on two nodes at once, nothing done twice.',
    '',
    '```sh',
    'node --import tsx bench/national/generate.ts      # builds both installations',
    'node --import tsx bench/national/run.ts --write-readme',
    '```',
    '',
    `Last run ${machine.when} UTC, ${machine.seconds.toFixed(0)} s: Node ${machine.node}, ${machine.cpus}, PostgreSQL 15 on loopback`,
    `(default settings: shared_buffers 128 MB), everything on the same 2 cores (the bench's client, both apps and`,
    `PostgreSQL); load average ${load(machine.loadStart)} at the start and ${load(machine.loadEnd)} at the end (1, 5, 15 min).`,
    `${busy(machine.loadStart) ? 'A **loaded machine** (other processes above 2): absolute figures are upper bounds and tails are mostly other processes. ' : ''}Each installation's app in its own`,
    'process (pool of 20, unpinned); one request at a time, national and chapter alternating request by request,',
    `${settings.warmup} warm-up then ${settings.requests} measured per read and installation (fewer, at least 5, where a read` +
      ` took over ${settings.maxSeconds} s of samples: see "n")` +
      (settings.saturation
        ? `; saturation: autocannon, ${settings.connections} connections, ${settings.duration} s per read and installation (not for reads over 1 s p50).`
        : '; no saturation pass in this run.'),
    '',
    '| table | single chapter | national |',
    '|---|---:|---:|',
    ...tables.map(
      (t) =>
        `| ${t} | ${(chapter?.rows[t] ?? 0).toLocaleString('en')} | ${(national?.rows[t] ?? 0).toLocaleString('en')} |`,
    ),
    `| size on disk (tables and indexes) | ${gib(chapter?.bytes ?? 0)} | ${gib(national?.bytes ?? 0)} |`,
    '',
    '### Reads, both sizes in one run',
    '',
    'Member: member 10 of the middle group (group 500 nationally); President: position 0 of that group;',
    'administrator: the installation\'s Admin (every group). "x" is national p50 / chapter p50. Budget column:',
    `p50 under 20 ms (PALMS 150 ms), and for the reads of one group at most ${GROWTH_BUDGET}x; installation-wide admin reads`,
    'carry only the absolute budget (the chapter has one group, so they necessarily grow).',
    '',
    '| read | as | chapter p50 / p95 / p99 ms | national p50 / p95 / p99 ms | n | x | saturation req/s chapter / national (national p99) | budget |',
    '|---|---|---:|---:|---:|---:|---:|---|',
    ...results.map((r) => {
      const v = verdictOf(r);
      const sat =
        r.national.rps === undefined
          ? 'n/a'
          : `${r.chapter.rps?.toFixed(0)} / ${r.national.rps.toFixed(0)} (${r.national.satP99} ms${r.national.errors ? `, ${r.national.errors} errors` : ''})`;
      return `| ${r.read.name} | ${r.read.actor} | ${ms(r.chapter.p50)} / ${ms(r.chapter.p95)} / ${ms(r.chapter.p99)} | ${ms(r.national.p50)} / ${ms(r.national.p95)} / ${ms(r.national.p99)} | ${r.national.samples} | ${(r.national.p50 / r.chapter.p50).toFixed(2)} | ${sat} | ${v.ok ? 'met' : `**MISSED**: ${v.why.join('; ')}`} |`;
    }),
    '',
    missed.length === 0
      ? `All ${results.length} reads met their budgets in this run.`
      : `${results.length - missed.length} of ${results.length} reads met their budgets; missed: ${missed.map((r) => `${r.read.name} (${verdictOf(r).why.join('; ')})`).join(', ')}.`,
    '',
  ];
  if (jobs) {
    const total = jobs.jobs.reduce((s, j) => s + j.seconds, 0);
    lines.push(
      '### Daily jobs at national size, two nodes at once',
      '',
      "Two processes, each the real app on the national installation, run each job's body at the same moment",
      '(the worst case: a restart, or two nodes whose claims raced); then both run their daily tick together',
      "(the day's claim in `job_runs`, `claimDailyRun`, gives each job to one node, which runs it). Counted in the store",
      'afterwards. The weekly digest (not claimed: every node runs it at every check) is measured after them (below).',
      "Before the run the installation is put back to the generator's baseline (no meetings ahead, no reminders",
      'sent); between the schedule and the reminders the bench accepts one visitor for each meeting of the next',
      '6 days and adds RSVPs.',
      '',
      '| job | wall time (both nodes) | node A / node B | counted | twice |',
      '|---|---:|---:|---|---:|',
      ...jobs.jobs.map(
        (j) =>
          `| ${j.job} | ${j.seconds.toFixed(1)} s | ${j.nodeSeconds.map((s) => s.toFixed(1)).join(' / ')} s | ${Object.entries(
            j.counts,
          )
            .map(([k, v]) => `${k}: ${v.toLocaleString('en')}`)
            .join('; ')} | ${j.duplicates} |`,
      ),
      '',
      `All three: ${total.toFixed(1)} s (budget under ${JOBS_BUDGET_S} s: **${total < JOBS_BUDGET_S ? 'met' : 'MISSED'}**); ` +
        `rows done twice: ${jobs.jobs.reduce((s, j) => s + j.duplicates, 0)}. ` +
        `Claimed daily tick on both nodes at once: node A ran [${jobs.claims[0].join(', ')}], node B ran [${jobs.claims[1].join(', ')}]; ` +
        `rows it added: ${Object.entries(jobs.secondPass)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')}.`,
      '',
      ...digestLines(jobs.digest),
    );
  }
  const notesPath = fileURLToPath(new URL('./explain-notes.md', import.meta.url));
  if (existsSync(notesPath)) {
    lines.push(readFileSync(notesPath, 'utf8').trim(), '');
  }
  const markdown = lines.join('\n');
  if (input.write) {
    writeSection(input.readmePath, HEADING, markdown);
  }
  return markdown;
}

/** The weekly digest's paragraph: what both nodes queued in DIGEST_SECONDS, and what that rate means. */
function digestLines(d: DigestFigures): string[] {
  const queued = d.queued[0] + d.queued[1];
  const rate = queued / d.seconds;
  const minutes = (n: number) => (rate > 0 ? `${(n / rate / 60).toFixed(1)} min` : 'unknown');
  return [
    `**Weekly digest, both nodes at once for ${DIGEST_SECONDS} s** (after the reset none was sent, so it is due`,
    'for every active member of a group that met in the last 6 days; each node walks the due groups in order,',
    "each group's members from a random place, and claims each member's digest with its mail):",
    `${queued.toLocaleString('en')} digests queued in ${d.seconds.toFixed(1)} s (node A ${d.queued[0].toLocaleString('en')}, node B ${d.queued[1].toLocaleString('en')}), ${rate.toFixed(1)} a second;`,
    `one member's digest (read, render, claim, queue) ${d.perDigestMs.p50.toFixed(0)} ms p50, ${d.perDigestMs.p95.toFixed(0)} ms p95 on a node;`,
    `${d.mails.toLocaleString('en')} digest mails in the outbox for ${d.sends.toLocaleString('en')} claims (twice: ${d.mails - d.sends}).`,
    `At that rate one day's digests (${d.oneDay.toLocaleString('en')} members of the groups that met on the busiest day of the last six) take about ${minutes(d.oneDay)},`,
    `and a week without digests (${d.week.toLocaleString('en')} members due at once) about ${minutes(d.week)}, on two nodes.`,
    '',
  ];
}
