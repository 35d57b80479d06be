import { describe } from 'vitest';
import { testStoreKind } from './test-app';

/**
 * Race tests (docs/decisions/008-race-tests.md). PGlite runs one statement at a time on one
 * connection, so two requests can never interleave inside it and a race test there passes with or
 * without the lock it guards: it would prove nothing. They run on PostgreSQL only
 * (`server-postgres`), where each request holds its own pooled connection.
 */
export const RACE_SKIP_REASON =
  'skipped on PGlite: it runs one statement at a time, so a race cannot happen; runs on PostgreSQL';

/** A suite of race tests: defined on PostgreSQL, skipped with its reason in the title on PGlite. */
export function describeRace(title: string, define: () => void): void {
  if (testStoreKind() === 'postgres') {
    describe(title, define);
    return;
  }
  console.log(`race suite "${title}" ${RACE_SKIP_REASON}`);
  describe.skip(`${title} (${RACE_SKIP_REASON})`, define);
}

/**
 * Runs `round` `times` times, one after the other, each on fresh rows, and answers what each round
 * observed: a race that a removed lock loses only now and then still fails the test with near
 * certainty over the rounds, and the failure shows which rounds went wrong and how.
 */
export async function raceRounds<T>(times: number, round: (index: number) => Promise<T>): Promise<T[]> {
  const seen: T[] = [];
  for (let i = 0; i < times; i += 1) {
    seen.push(await round(i));
  }
  return seen;
}

/** How often each outcome occurred, e.g. `{ registered: 2, GROUP_FULL: 6 }`. */
export function tally(outcomes: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of [...outcomes].sort()) {
    counts[outcome] = (counts[outcome] ?? 0) + 1;
  }
  return counts;
}

/** Starts `count` calls in the same tick and waits for all of them. */
export function atOnce<T>(count: number, call: (index: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => call(i)));
}

/** A client address of its own per call, so per-address rate limits never answer instead of the race. */
export function raceAddress(round: number, index: number): string {
  return `10.77.${round % 250}.${(index % 250) + 1}`;
}

/** A short name for an answer: its status, and the error `type` when it is a refusal ("409 GROUP_FULL"). */
export function outcome(res: { statusCode: number; body: string }): string {
  if (res.statusCode < 400) {
    return String(res.statusCode);
  }
  try {
    const parsed: unknown = JSON.parse(res.body);
    const type = typeof parsed === 'object' && parsed !== null && 'type' in parsed ? parsed.type : undefined;
    return `${res.statusCode} ${String(type)}`;
  } catch {
    return `${res.statusCode} (not JSON)`;
  }
}
