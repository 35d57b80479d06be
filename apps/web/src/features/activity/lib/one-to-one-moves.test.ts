import { describe, expect, it } from 'vitest';
import { slip } from '../testing/activity-fixtures';
import { oneToOneMoves } from './one-to-one-moves';

const at = '2026-12-01T09:00:00.000Z';
const before = new Date('2026-11-30T09:00:00Z').getTime();
const after = new Date('2026-12-02T09:00:00Z').getTime();
const meeting = (status: string) => slip(1, { kind: 'one_to_one', status: status as never, scheduledAt: at });
const names = (moves: { status: string }[]) => moves.map((m) => m.status);

describe('oneToOneMoves', () => {
  it('lets the receiver accept or decline a request', () => {
    expect(names(oneToOneMoves(meeting('requested'), 'received', before))).toEqual(['accepted', 'declined']);
  });
  it('lets the giver cancel before the time, not after', () => {
    expect(names(oneToOneMoves(meeting('requested'), 'given', before))).toEqual(['cancelled']);
    expect(names(oneToOneMoves(meeting('accepted'), 'given', after))).toEqual(['completed']);
  });
  it('lets either side complete an accepted one after its time', () => {
    expect(names(oneToOneMoves(meeting('accepted'), 'received', after))).toEqual(['completed']);
    expect(names(oneToOneMoves(meeting('accepted'), 'received', before))).toEqual([]);
  });
  it('offers nothing for other kinds or final statuses', () => {
    expect(oneToOneMoves(slip(2), 'received', before)).toEqual([]);
    expect(oneToOneMoves(meeting('completed'), 'given', after)).toEqual([]);
  });
});
