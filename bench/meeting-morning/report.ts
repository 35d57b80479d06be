// The figures of a meeting-morning run: call latency per kind, realtime deliveries joined to the
// calls that caused them (same node or across nodes), CPU per node.

import { type Summary, summarize } from '../realtime/stats.ts';
import type { CallRecord, ReceiptRecord, SendRecord } from './client-process.ts';
import { CALL_RATES, type CallKind } from './rates.ts';

export interface CallRow {
  kind: CallKind;
  label: string;
  summary: Summary;
  errors: number;
  /** Status codes other than 2xx, with their counts. */
  statuses: Record<string, number>;
}

export function callRows(calls: readonly CallRecord[]): CallRow[] {
  return CALL_RATES.map((rate) => {
    const mine = calls.filter((c) => c.kind === rate.kind);
    const statuses: Record<string, number> = {};
    for (const c of mine) {
      if (c.status < 200 || c.status >= 300) {
        statuses[String(c.status)] = (statuses[String(c.status)] ?? 0) + 1;
      }
    }
    return {
      kind: rate.kind,
      label: rate.label,
      summary: summarize(mine.map((c) => c.ms)),
      errors: Object.values(statuses).reduce((a, b) => a + b, 0),
      statuses,
    };
  });
}

export interface DeliveryRow {
  what: string;
  sends: number;
  receipts: number;
  /** Receipt time minus the time the call was sent. */
  sameNode: Summary;
  crossNode: Summary;
  /** Receipt time minus the time the caller had its answer (negative: delivered before the answer). */
  afterAnswer: Summary;
}

const KINDS: Record<string, string> = {
  r: 'RSVP counts on `meetings:{groupId}` (to the group)',
  m: 'new message on `inbox:{id}` of the recipient and of the sender',
  a: 'new slip on `activity-received:{receiver}`',
};

export function deliveryRows(
  sends: readonly SendRecord[],
  receipts: readonly ReceiptRecord[],
): DeliveryRow[] {
  const byTag = new Map(sends.map((s) => [s.tag, s]));
  return Object.entries(KINDS).map(([prefix, what]) => {
    const same: number[] = [];
    const cross: number[] = [];
    const after: number[] = [];
    let count = 0;
    for (const r of receipts) {
      if (!r.tag.startsWith(`${prefix}-`)) {
        continue;
      }
      const s = byTag.get(r.tag);
      if (!s) {
        continue;
      }
      count += 1;
      (r.node === s.node ? same : cross).push(r.at - s.sentAt);
      after.push(r.at - s.answeredAt);
    }
    return {
      what,
      sends: sends.filter((s) => s.tag.startsWith(`${prefix}-`)).length,
      receipts: count,
      sameNode: summarize(same),
      crossNode: summarize(cross),
      afterAnswer: summarize(after),
    };
  });
}
