// The "## Meeting morning" section of bench/README.md, written from a run's figures.
import { writeSection } from '../lib/readme-section.ts';
import { fixed, table } from '../realtime/stats.ts';
import { CALL_RATES, callsPerGroupHour } from './rates.ts';
import type { MeetingResult, StepResult, StepRow } from './results.ts';
import type { Settings } from './settings.ts';

const HEADING = '## Meeting morning';

export interface SectionInput {
  readmePath: string;
  write: boolean;
  settings: Settings;
  rows: Record<string, number>;
  meeting: MeetingResult | undefined;
  step: StepResult | undefined;
  machine: {
    node: string;
    cpus: string;
    memGiB: number;
    haproxy: string;
    loadStart: number[];
    loadEnd: number[];
    when: string;
    minutes: number;
  };
}

const load = (l: readonly number[]) => l.map((v) => v.toFixed(1)).join(', ');
const n = (v: number) => v.toLocaleString('en');
/** Capacity figures are cut, never rounded up. */
const down = (v: number, digits: number) => (Math.floor(v * 10 ** digits) / 10 ** digits).toFixed(digits);

/**
 * CPU seconds of one real meeting hour on a node. At the real rate (calls sampled): the window's CPU
 * scaled to 3,600 s. Compressed: the window holds every call of the hour, plus the idle rate for the
 * rest of the hour.
 */
export function hourCost(meeting: MeetingResult, node: number): number {
  const busy = meeting.nodeCpu[node] ?? 0;
  if (meeting.callsMode === 'real') {
    return (busy * 3600) / meeting.wallSeconds;
  }
  const rest = Math.max(0, 3600 - meeting.wallSeconds);
  return busy + (meeting.idleCores[node] ?? 0) * rest;
}

/** The last step under the budget, and the first over it. */
export function capacity(step: StepResult): { held?: StepRow; passed?: StepRow } {
  const passedAt = step.steps.findIndex((s) => s.p99 > step.budgetMs);
  const held = passedAt === -1 ? step.steps.at(-1) : passedAt > 0 ? step.steps[passedAt - 1] : undefined;
  const passed = passedAt === -1 ? undefined : step.steps[passedAt];
  return { ...(held ? { held } : {}), ...(passed ? { passed } : {}) };
}

function meetingPart(m: MeetingResult, settings: Settings): string[] {
  const target = settings.groups * settings.membersPerGroup;
  const reached =
    m.connected >= target
      ? `all ${n(target)} members connected`
      : `${n(m.connected)} of the ${n(target)} target connected: **target not reached** (${m.connectFailures} failed${m.connectError ? `, first error: ${m.connectError}` : ''})`;
  const cost = [0, 1].map((i) => hourCost(m, i));
  const hourMinutes = 60 / m.speed;
  return [
    '### Two nodes behind HAProxy, the meeting hour',
    '',
    `${reached} in ${fixed(m.connectSeconds)} s, through HAProxy (${JSON.stringify(m.nodesOfConnections)}); ${n(m.stillConnected)} still connected at the end of the hour. The hour ran ${m.speed}x faster: ${fixed(hourMinutes)} minutes (${fixed(m.wallSeconds)} s with the last answers and 3 s for the last deliveries), ${m.callsMode === 'real' ? `with 1 call in ${m.speed} of the hour kept at random, so the calls came at the real rate of a meeting hour` : `with every call of the hour, ${m.speed} times the real rate`}: ${n(m.callCount)} calls (${Object.entries(
      m.callsByNode,
    )
      .map(([k, v]) => `${k} ${n(v)}`)
      .join(
        ', ',
      )}). Load average ${fixed(m.loadDuring[0])} before the hour, ${fixed(m.loadDuring[1])} after.`,
    '',
    table(
      ['call', 'calls', 'p50 ms', 'p99 ms', 'max ms', 'not 2xx'],
      [
        ...m.calls.map((c) => [
          c.label,
          String(c.summary.n),
          fixed(c.summary.p50),
          fixed(c.summary.p99),
          fixed(c.summary.max),
          c.errors === 0 ? '0' : `${c.errors} ${JSON.stringify(c.statuses)}`,
        ]),
        [
          'all calls',
          String(m.allCalls.n),
          fixed(m.allCalls.p50),
          fixed(m.allCalls.p99),
          fixed(m.allCalls.max),
          '',
        ],
      ],
    ),
    '',
    'Realtime delivery: the time from the call being sent to the receipt by a connected client, split by whether the client is connected to the node that served the call (same node) or to the other one (across nodes, through Redis). "After the answer" is the receipt minus the time the caller had its answer.',
    '',
    table(
      [
        'event',
        'calls',
        'receipts',
        'same node p50 / p99 ms',
        'across nodes p50 / p99 ms',
        'across nodes receipts',
        'after the answer p50 / p99 ms',
      ],
      m.deliveries.map((d) => [
        d.what,
        String(d.sends),
        String(d.receipts),
        `${fixed(d.sameNode.p50)} / ${fixed(d.sameNode.p99)}`,
        `${fixed(d.crossNode.p50)} / ${fixed(d.crossNode.p99)}`,
        String(d.crossNode.n),
        `${fixed(d.afterAnswer.p50)} / ${fixed(d.afterAnswer.p99)}`,
      ]),
    ),
    '',
    `CPU (from /proc/<pid>/stat): node 1 ${fixed(m.nodeCpu[0] ?? 0)} s and node 2 ${fixed(m.nodeCpu[1] ?? 0)} s during the window; idle with every member connected ${fixed((m.idleCores[0] ?? 0) * 100)}% and ${fixed((m.idleCores[1] ?? 0) * 100)}% of a core. **One meeting hour costs ${fixed(cost[0] ?? 0)} + ${fixed(cost[1] ?? 0)} = ${fixed((cost[0] ?? 0) + (cost[1] ?? 0))} node-seconds of CPU** (${m.callsMode === 'real' ? 'the window at the real rate, scaled to 3,600 s' : "the compressed hour's CPU plus the idle rate for the rest of the hour"}). During the window PostgreSQL's backends of the bench database used ${fixed(m.postgresCpu)} s, Redis ${fixed(m.redisCpu)} s (the machine's one Redis server, shared), HAProxy ${fixed(m.haproxyCpu)} s and the client processes ${fixed(m.clientCpu)} s. Node RSS at the end: ${m.rssMb.map((v) => `${fixed(v, 0)} MiB`).join(', ')}.`,
  ];
}

function stepPart(s: StepResult, settings: Settings): string[] {
  const { held, passed } = capacity(s);
  const equivalent = (row: StepRow) => Math.floor((row.answered * 3600) / s.perMemberHour);
  let verdict: string;
  if (!held) {
    verdict = `p99 was over ${s.budgetMs} ms at the first step already: the capacity per node is below it.`;
  } else if (!passed) {
    verdict = `p99 stayed under ${s.budgetMs} ms up to the last step: **capacity per node at least ${n(held.connected)} connected members with ${down(held.answered, 1)} calls/s answered** (p99 ${fixed(held.p99)} ms); the limit was not reached, add steps to find it.`;
  } else {
    const meetingRate = (held.connected * s.perMemberHour) / 3600;
    const times = down(held.answered / meetingRate, 2);
    const every = held.connected >= settings.groups * settings.membersPerGroup;
    verdict = `**Capacity per node: ${n(held.connected)} connected members with ${down(held.answered, 1)} calls/s answered at p99 ${fixed(held.p99)} ms, ${times} times the call rate of their meeting hour** (${down(meetingRate, 2)} calls/s at ${down(s.perMemberHour, 2)} calls per member-hour); the next step, ${fixed(passed.offered)} calls/s offered, had p99 ${fixed(passed.p99)} ms.${every ? ` ${n(held.connected)} is every member the bench has, so the number of connections a node holds under the budget was not found: plan with ${n(held.connected)} connected members per node, not with the ${n(equivalent(held))} members whose meeting-hour calls that call rate would answer.` : ''}`;
  }
  return [
    '### One node alone: where p99 passes 250 ms',
    '',
    `One node, no balancer, clients straight to it. Steps of ${settings.stepSeconds} s: first more members connected (each step's call rate the meeting rate of its members at ${settings.speed}x), then more calls a second with the same members. The calls are the meeting mix (weights of the table above), sent at even intervals whatever the answers (open loop).`,
    '',
    table(
      [
        'connected',
        'calls/s offered',
        'calls/s answered',
        'p50 ms',
        'p99 ms',
        'not 2xx',
        'node cores',
        'node RSS MiB',
        'load (1 min)',
      ],
      s.steps.map((r) => [
        n(r.connected),
        fixed(r.offered),
        fixed(r.answered),
        fixed(r.p50),
        fixed(r.p99),
        r.errors === 0 ? '0' : `${r.errors} ${JSON.stringify(r.statuses)}`,
        fixed(r.nodeCores, 2),
        fixed(r.rssMb, 0),
        fixed(r.load),
      ]),
    ),
    '',
    verdict,
  ];
}

export function meetingSection(input: SectionInput): string {
  const { settings, machine } = input;
  const perGroup = callsPerGroupHour(settings.membersPerGroup);
  const rates = CALL_RATES.map(
    (r) => `${r.label} ${r.perMemberHour}${r.presidentOnly ? ' (President)' : ''}`,
  ).join('; ');
  return [
    HEADING,
    '',
    `\`bench/meeting-morning/\`: ${settings.groups} groups of ${settings.membersPerGroup} members meeting in the same hour on two app nodes (\`apps/server/src/main.ts\` with \`DATABASE_URL\`, \`REDIS_URL\`, \`PORT\`) behind ${machine.haproxy} (WebSocket pass-through, least connections, health check on \`GET /api/health\`), one PostgreSQL database (\`bench_meeting\`, rebuilt each run: ${Object.entries(
      input.rows,
    )
      .map(([k, v]) => `${n(v)} ${k}`)
      .join(
        ', ',
      )}) and Redis. Every member is connected with the official \`centrifuge\` client (${settings.clientProcesses} client processes) to \`inbox:{me}\`, \`meetings:{group}\`, \`news:{group}\` and \`activity-received:{me}\`. Tokens are signed for the seeded sessions as login does (no argon2 sign-in per member).`,
    '',
    `The meeting hour, per member (the bench's assumption): ${rates}; ${fixed(perGroup)} calls per group-hour. RSVPs fall in the first 40% of the hour, the attendance sheet between 10% and 65%, slips after the first 20%.`,
    '',
    `Run on ${machine.when} UTC, ${fixed(machine.minutes)} min: Node ${machine.node}, ${machine.cpus}, ${fixed(machine.memGiB, 0)} GiB; load average ${load(machine.loadStart)} at the start and ${load(machine.loadEnd)} at the end${(machine.loadStart[0] ?? 0) > 2 ? " (a shared machine: other processes' CPU is in every figure)" : ''}. Everything runs on the same 2 cores: nodes, PostgreSQL, Redis, HAProxy and the clients; the bench's own processes (nodes, HAProxy, clients, the bench database's PostgreSQL backends) run at nice ${settings.nice} while measuring, Redis (shared) at its own.`,
    '',
    '```sh',
    `node --import tsx bench/meeting-morning/run.ts --speed ${settings.speed} --calls ${settings.calls} --write-readme`,
    '```',
    '',
    ...(input.meeting ? meetingPart(input.meeting, settings) : ['(meeting hour not run)']),
    '',
    ...(input.step ? stepPart(input.step, settings) : ['(step test not run)']),
  ].join('\n');
}

export function writeMeetingSection(input: SectionInput): string {
  const body = meetingSection(input);
  if (input.write) {
    writeSection(input.readmePath, HEADING, body.slice(HEADING.length).trimStart());
  }
  return body;
}
