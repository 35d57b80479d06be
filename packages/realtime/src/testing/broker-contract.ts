import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Broker, BrokerPublication, ControlMessage, EmulationForward } from '../broker.ts';
import { sleep, waitUntil } from './wait-for.ts';

interface Received {
  publications: [string, BrokerPublication][];
  joins: [string, string][];
  leaves: [string, string][];
  controls: ControlMessage[];
  forwards: EmulationForward[];
}

const retention = { size: 100, ttlMs: 60_000 };

function payload(n: number): string {
  return JSON.stringify({ data: { n } });
}

/** The behaviour every broker must share; `create` returns a fresh broker each call. */
export function defineBrokerContract(name: string, create: () => Broker): void {
  describe(`${name} broker contract`, () => {
    const broker = create();
    const nodeId = `node-${Math.random().toString(36).slice(2)}`;
    const received: Received = { publications: [], joins: [], leaves: [], controls: [], forwards: [] };
    let channelIndex = 0;
    const channel = (): string => `contract:${nodeId}:${channelIndex++}`;

    beforeAll(async () => {
      await broker.start(nodeId, {
        onPublication: (ch, publication) => received.publications.push([ch, publication]),
        onJoin: (ch, info) => received.joins.push([ch, info]),
        onLeave: (ch, info) => received.leaves.push([ch, info]),
        onControl: (message) => received.controls.push(message),
        onEmulation: (forward) => received.forwards.push(forward),
      });
    });
    afterAll(async () => {
      await broker.close();
    });

    it('numbers publications from 1 in one epoch, created by the first read', async () => {
      const ch = channel();
      const before = await broker.history(ch, { limit: 0, reverse: false });
      expect(before.offset).toBe(0);
      expect(before.epoch).toMatch(/^[a-zA-Z]{8}$/);
      const results = [];
      for (let n = 1; n <= 3; n++) {
        results.push(await broker.publish(ch, payload(n), retention));
      }
      expect(results).toEqual([1, 2, 3].map((offset) => ({ offset, epoch: before.epoch })));
    });

    it('applies limit, since and reverse', async () => {
      const ch = channel();
      for (let n = 1; n <= 10; n++) {
        await broker.publish(ch, payload(n), retention);
      }
      const offsets = async (limit: number, since: number | undefined, reverse: boolean) =>
        (await broker.history(ch, { limit, since, reverse })).publications.map((p) => p.offset);
      expect(await offsets(0, undefined, false)).toEqual([]);
      expect(await offsets(3, undefined, false)).toEqual([1, 2, 3]);
      expect(await offsets(3, undefined, true)).toEqual([10, 9, 8]);
      expect(await offsets(-1, undefined, false)).toHaveLength(10);
      expect(await offsets(3, 4, false)).toEqual([5, 6, 7]);
      expect(await offsets(3, 4, true)).toEqual([3, 2, 1]);
      expect(await offsets(5, 10, false)).toEqual([]);
      expect(await offsets(5, 1, true)).toEqual([]);
      const page = await broker.history(ch, { limit: 1, reverse: true });
      expect(page.offset).toBe(10);
      expect(page.publications[0]?.payload).toBe(payload(10));
    });

    it('bounds history by size and by age, keeping the top offset', async () => {
      const ch = channel();
      for (let n = 1; n <= 5; n++) {
        await broker.publish(ch, payload(n), { size: 2, ttlMs: 60_000 });
      }
      const kept = await broker.history(ch, { limit: -1, reverse: false });
      expect(kept.publications.map((p) => p.offset)).toEqual([4, 5]);
      const old = channel();
      await broker.publish(old, payload(1), { size: 10, ttlMs: 100 });
      await sleep(200);
      const expired = await broker.history(old, { limit: -1, reverse: false });
      expect(expired.publications).toEqual([]);
      expect(expired.offset).toBe(1);
    });

    it('starts a new epoch after the history is removed', async () => {
      const ch = channel();
      const first = await broker.publish(ch, payload(1), retention);
      await broker.removeHistory(ch);
      const second = await broker.publish(ch, payload(1), retention);
      expect(second.offset).toBe(1);
      expect(second.epoch).not.toBe(first.epoch);
    });

    it('delivers publications, joins and leaves of subscribed channels', async () => {
      const ch = channel();
      await broker.subscribe(ch);
      await broker.publish(ch, payload(1), retention);
      await broker.publish(ch, payload(2));
      await broker.publishJoin(ch, '{"user":"u","client":"c"}');
      await broker.publishLeave(ch, '{"user":"u","client":"c"}');
      await waitUntil(() => received.leaves.some(([c]) => c === ch), 'the leave arrives');
      const mine = received.publications.filter(([c]) => c === ch).map(([, p]) => p);
      expect(mine).toEqual([
        { payload: payload(1), offset: 1, epoch: expect.stringMatching(/^[a-zA-Z]{8}$/) },
        { payload: payload(2) },
      ]);
      expect(received.joins).toContainEqual([ch, '{"user":"u","client":"c"}']);
      await broker.unsubscribe(ch);
    });

    it('keeps presence entries until removed or expired', async () => {
      const ch = channel();
      await broker.addPresence(ch, 'c1', '{"user":"u1","client":"c1"}', 60_000);
      await broker.addPresence(ch, 'c2', '{"user":"u2","client":"c2"}', 100);
      expect([...(await broker.presence(ch)).keys()].sort()).toEqual(['c1', 'c2']);
      await sleep(200);
      expect([...(await broker.presence(ch)).keys()]).toEqual(['c1']);
      await broker.removePresence(ch, 'c1');
      expect((await broker.presence(ch)).size).toBe(0);
    });

    it('broadcasts control messages and forwards emulation only to a known node', async () => {
      const message: ControlMessage = { type: 'unsubscribe-user', userId: 'u', channel: 'x' };
      await broker.broadcastControl(message);
      await waitUntil(() => received.controls.length > 0, 'the control message arrives');
      expect(received.controls).toContainEqual(message);
      expect(await broker.forwardEmulation(nodeId, { session: 's', data: '{}' })).toBe(true);
      await waitUntil(() => received.forwards.length > 0, 'the forward arrives');
      expect(received.forwards).toEqual([{ session: 's', data: '{}' }]);
      expect(await broker.forwardEmulation('unknown-node', { session: 's', data: '{}' })).toBe(false);
    });
  });
}
