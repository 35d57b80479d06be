// Settings of the meeting-morning bench (issue 24): ports, the bench database, the environment both
// app nodes start with (docs/architecture.md 13), and the command-line flags.
import { parseArgs } from 'node:util';

export const DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/bench_meeting';
export const REDIS_URL = 'redis://127.0.0.1:6379';
export const BALANCER_PORT = 21_480;
export const NODE_PORTS = [21_481, 21_482] as const;
export const PUBLIC_URL = `http://127.0.0.1:${BALANCER_PORT}`;

/** Environment of every app node, besides PORT, DATABASE_URL and REDIS_URL. */
export const NODE_ENV_VARS = {
  ADMIN_PASSWORD: 'Bench-Passw0rd!',
  BOOTSTRAP_GROUP_CODE: '246810',
  LOG_LEVEL: 'silent',
  NODE_ENV: 'production',
  PUBLIC_URL,
  TRUST_PROXY: '127.0.0.1',
} as const;

export interface Settings {
  groups: number;
  membersPerGroup: number;
  /** Client processes the members are split across. */
  clientProcesses: number;
  /** The meeting hour runs this many times faster (60 / speed minutes). */
  speed: number;
  /**
   * 'real': the hour's calls are sampled (1 in `speed`), so the compressed window carries the real
   * call rate of a meeting hour with every member connected; 'compressed': every call of the hour,
   * `speed` times the real rate.
   */
  calls: 'real' | 'compressed';
  stepSeconds: number;
  /** Calls per second of each step of the one-node step test, after its connection steps. */
  stepRates: number[];
  /** Members connected in the connection steps of the step test (each at the meeting rate x speed). */
  stepMembers: number[];
  /** Nice value of the bench's processes (nodes, HAProxy, clients, its PostgreSQL backends) while measuring. */
  nice: number;
  skipMeeting: boolean;
  skipStep: boolean;
  writeReadme: boolean;
}

export function readSettings(): Settings {
  const { values } = parseArgs({
    options: {
      groups: { type: 'string', default: '100' },
      'members-per-group': { type: 'string', default: '30' },
      'client-processes': { type: 'string', default: '3' },
      speed: { type: 'string', default: '10' },
      calls: { type: 'string', default: 'real' },
      'step-seconds': { type: 'string', default: '15' },
      'step-rates': { type: 'string', default: '90,120,180,240,360,480' },
      'step-members': { type: 'string', default: '500,1000,2000,3000' },
      nice: { type: 'string', default: '-10' },
      'skip-meeting': { type: 'boolean', default: false },
      'skip-step': { type: 'boolean', default: false },
      'write-readme': { type: 'boolean', default: false },
    },
  });
  const list = (v: string | undefined) => (v ?? '').split(',').filter(Boolean).map(Number);
  return {
    groups: Number(values.groups),
    membersPerGroup: Number(values['members-per-group']),
    clientProcesses: Number(values['client-processes']),
    speed: Number(values.speed),
    calls: values.calls === 'compressed' ? 'compressed' : 'real',
    stepSeconds: Number(values['step-seconds']),
    stepRates: list(values['step-rates']),
    stepMembers: list(values['step-members']),
    nice: Number(values.nice),
    skipMeeting: values['skip-meeting'] ?? false,
    skipStep: values['skip-step'] ?? false,
    writeReadme: values['write-readme'] ?? false,
  };
}
