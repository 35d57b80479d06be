// The shapes of a meeting-morning run's figures, shared by run.ts and readme-section.ts.
import type { Summary } from '../realtime/stats.ts';
import type { CallRow, DeliveryRow } from './report.ts';

export interface MeetingResult {
  members: number;
  groups: number;
  connected: number;
  connectSeconds: number;
  connectFailures: number;
  connectError: string | null;
  /** Connections per node, from the balancer's X-Node on the upgrade answer. */
  nodesOfConnections: Record<string, number>;
  /** Clients still connected when the hour ended. */
  stillConnected: number;
  speed: number;
  callsMode: 'real' | 'compressed';
  wallSeconds: number;
  calls: CallRow[];
  allCalls: Summary;
  callCount: number;
  callsByNode: Record<string, number>;
  deliveries: DeliveryRow[];
  /** CPU seconds of each node during the compressed hour. */
  nodeCpu: number[];
  /** Cores each node used with every member connected and nobody calling. */
  idleCores: number[];
  postgresCpu: number;
  redisCpu: number;
  haproxyCpu: number;
  clientCpu: number;
  loadDuring: [number, number];
  rssMb: number[];
}

export interface StepRow {
  connected: number;
  offered: number;
  answered: number;
  p50: number;
  p99: number;
  errors: number;
  /** Answers other than 2xx by call kind and status. */
  statuses: Record<string, number>;
  nodeCores: number;
  rssMb: number;
  load: number;
}

export interface StepResult {
  steps: StepRow[];
  perMemberHour: number;
  budgetMs: number;
}
