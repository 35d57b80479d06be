// Command-line settings of the realtime bench.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { ContenderName, ScenarioName } from './shared.ts';
import { contenderNames } from './shared.ts';

export const here = dirname(fileURLToPath(import.meta.url));
export const root = join(here, '..', '..');

export const { values: args } = parseArgs({
  options: {
    only: { type: 'string', default: 'fanout,idle,storm' },
    contenders: { type: 'string', default: contenderNames.join(',') },
    quick: { type: 'boolean', default: false },
    'no-pin': { type: 'boolean', default: false },
    json: { type: 'string' },
    'fanout-clients': { type: 'string' },
    'idle-clients': { type: 'string' },
    'storm-clients': { type: 'string' },
    rounds: { type: 'string' },
    'warm-rounds': { type: 'string' },
    passes: { type: 'string' },
    'ping-ms': { type: 'string' },
    'outage-ms': { type: 'string' },
    'quiet-wait': { type: 'string' },
    'no-boost': { type: 'boolean', default: false },
    'semi-space-mb': { type: 'string' },
  },
});

export function intArg(value: string | undefined, normal: number, quick: number): number {
  if (value !== undefined) {
    return Number.parseInt(value, 10);
  }
  return args.quick ? quick : normal;
}

export const settings = {
  fanoutClients: intArg(args['fanout-clients'], 5000, 500),
  idleClients: intArg(args['idle-clients'], 10_000, 1000),
  stormClients: intArg(args['storm-clients'], 2000, 200),
  rounds: intArg(args.rounds, 10, 3),
  warmRounds: intArg(args['warm-rounds'], 3, 1),
  passes: intArg(args.passes, 2, 1),
  pingMs: intArg(args['ping-ms'], 10_000, 2000),
  outageMs: intArg(args['outage-ms'], 450, 450),
  /** Seconds to wait, before each measurement, for other processes to leave the CPUs alone. */
  quietWait: intArg(args['quiet-wait'], 0, 0),
  stormMessages: 20,
  warmupConnections: 200,
  concurrency: 100,
  pin: !args['no-pin'],
  /** Nice -10 for the bench's processes during measurement windows (not while connecting). */
  boost: !args['no-boost'],
  /**
   * Idle scenario: V8 young generation fixed at this semi-space size (MB) in the server, so its
   * size (which V8 grows and shrinks by heuristics, by tens of MB) does not blur the RSS delta.
   * 0 leaves V8's default.
   */
  semiSpaceMb: intArg(args['semi-space-mb'], 1, 1),
};

export const scenarios = (args.only ?? '').split(',').filter(Boolean) as ScenarioName[];
export const contenders = (args.contenders ?? '').split(',').filter(Boolean) as ContenderName[];

export function log(message: string): void {
  const time = new Date().toISOString().slice(11, 19);
  process.stderr.write(`[${time}] ${message}\n`);
}
