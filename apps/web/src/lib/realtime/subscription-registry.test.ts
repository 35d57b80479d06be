import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeRealtimeClient } from '@/lib/testing/fake-realtime-client';
import { createSubscriptionRegistry } from './subscription-registry';

function setup() {
  const client = new FakeRealtimeClient();
  const onPublication = vi.fn();
  const registry = createSubscriptionRegistry({ getClient: () => client, onPublication });
  return { client, registry, onPublication };
}

describe('subscription reference counting', () => {
  it('subscribes on the first acquire only and unsubscribes on the last release', () => {
    const { client, registry } = setup();
    registry.acquire('inbox:1');
    registry.acquire('inbox:1');
    const sub = client.getSubscription('inbox:1');
    expect(sub?.subscribeCalls).toBe(1);
    expect(registry.refCount('inbox:1')).toBe(2);

    registry.release('inbox:1');
    expect(sub?.unsubscribeCalls).toBe(0);
    expect(client.getSubscription('inbox:1')).toBe(sub);

    registry.release('inbox:1');
    expect(sub?.unsubscribeCalls).toBe(1);
    expect(client.removed).toEqual(['inbox:1']);
    expect(registry.refCount('inbox:1')).toBe(0);
  });

  it('subscribes afresh after the last release', () => {
    const { client, registry } = setup();
    registry.acquire('news');
    registry.release('news');
    registry.acquire('news');
    expect(client.getSubscription('news')?.subscribeCalls).toBe(1);
    expect(client.removed).toEqual(['news']);
  });

  it('ignores a release without an acquire', () => {
    const { registry } = setup();
    expect(() => registry.release('news')).not.toThrow();
  });

  it('sets the resubscribe delays, and join/leave on presence channels', () => {
    const { client, registry } = setup();
    registry.acquire('inbox:1');
    registry.acquire('conversation:5');
    expect(client.getSubscription('inbox:1')?.options).toEqual({
      minResubscribeDelay: 500,
      maxResubscribeDelay: 20_000,
    });
    expect(client.getSubscription('conversation:5')?.options).toMatchObject({ joinLeave: true });
  });

  it('hands publications to the handler registry and to observers until they stop', () => {
    const { client, registry, onPublication } = setup();
    const seen = vi.fn();
    const stop = registry.observe('inbox:1', { publication: seen });
    const sub = client.getSubscription('inbox:1');
    sub?.emit('publication', { channel: 'inbox:1', data: { a: 1 } });
    expect(onPublication).toHaveBeenCalledWith('inbox:1', { a: 1 });
    expect(seen).toHaveBeenCalledWith({ channel: 'inbox:1', data: { a: 1 } });
    stop();
    stop();
    expect(registry.refCount('inbox:1')).toBe(0);
  });

  it('keeps notifying other observers when one throws', () => {
    const { client, registry } = setup();
    const ok = vi.fn();
    registry.observe('news', {
      publication: () => {
        throw new Error('boom');
      },
    });
    registry.observe('news', { publication: ok });
    client.getSubscription('news')?.emit('publication', { channel: 'news', data: 1 });
    expect(ok).toHaveBeenCalledTimes(1);
  });
});

describe('publishDelayed', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for the subscription, then 300 ms, then publishes and releases', async () => {
    const { client, registry } = setup();
    const done = registry.publishDelayed('typing:conversation:3', {
      userId: 1,
      isTyping: true,
      timestamp: 1,
    });
    const sub = client.getSubscription('typing:conversation:3');
    expect(sub?.subscribeCalls).toBe(1);

    await vi.advanceTimersByTimeAsync(100);
    sub?.confirm();
    await vi.advanceTimersByTimeAsync(299);
    expect(sub?.published).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sub?.published).toEqual([{ userId: 1, isTyping: true, timestamp: 1 }]);
    await expect(done).resolves.toBe(true);
    expect(registry.refCount('typing:conversation:3')).toBe(0);
    expect(sub?.unsubscribeCalls).toBe(1);
  });

  it('publishes at once on a channel subscribed more than 300 ms ago, keeping it subscribed', async () => {
    const { client, registry } = setup();
    registry.acquire('typing:conversation:3');
    const sub = client.getSubscription('typing:conversation:3');
    sub?.confirm();
    await vi.advanceTimersByTimeAsync(1000);
    await expect(registry.publishDelayed('typing:conversation:3', { x: 1 })).resolves.toBe(true);
    expect(sub?.published).toEqual([{ x: 1 }]);
    expect(registry.refCount('typing:conversation:3')).toBe(1);
    expect(sub?.unsubscribeCalls).toBe(0);
  });

  it('answers false instead of throwing when publishing fails', async () => {
    const { client, registry } = setup();
    registry.acquire('news');
    const sub = client.getSubscription('news');
    sub?.confirm();
    if (sub) {
      sub.publish = () => Promise.reject(new Error('permission denied'));
    }
    const result = registry.publishDelayed('news', {});
    await vi.advanceTimersByTimeAsync(300);
    await expect(result).resolves.toBe(false);
  });
});

describe('resync after a subscription that recovered nothing', () => {
  it('asks for a resync on the first subscription and on a resubscription that lost history, not on one that recovered', () => {
    const client = new FakeRealtimeClient();
    const onResync = vi.fn();
    const registry = createSubscriptionRegistry({
      getClient: () => client,
      onPublication: vi.fn(),
      onResync,
    });
    registry.acquire('inbox:1');
    const sub = client.getSubscription('inbox:1');
    sub?.confirm();
    expect(onResync).toHaveBeenCalledTimes(1);
    expect(onResync).toHaveBeenLastCalledWith('inbox:1');
    sub?.confirm({ recovered: true });
    expect(onResync).toHaveBeenCalledTimes(1);
    sub?.confirm({ recovered: false });
    expect(onResync).toHaveBeenCalledTimes(2);
  });
});

describe('subscribe data and reply data', () => {
  it('asks the channel for its subscribe data on every subscribe, and hands reply data on as a publication', async () => {
    const client = new FakeRealtimeClient();
    const onPublication = vi.fn();
    let permissions = ['view_meetings'];
    const registry = createSubscriptionRegistry({
      getClient: () => client,
      onPublication,
      subscribeData: (channel) => (channel === 'inbox:1' ? () => ({ permissions }) : null),
    });
    registry.acquire('inbox:1');
    registry.acquire('news');
    const sub = client.getSubscription('inbox:1');
    await expect(sub?.options?.getData?.()).resolves.toEqual({ permissions: ['view_meetings'] });
    permissions = ['view_group', 'view_members'];
    await expect(sub?.options?.getData?.()).resolves.toEqual({ permissions: ['view_group', 'view_members'] });
    expect(client.getSubscription('news')?.options?.getData).toBeUndefined();

    const update = { action: 'session_update', payload: { reason: 'permissions_changed' } };
    sub?.confirm(null, update);
    expect(onPublication).toHaveBeenCalledWith('inbox:1', update);
    onPublication.mockClear();
    sub?.confirm({ recovered: true });
    expect(onPublication).not.toHaveBeenCalled();
  });
});
