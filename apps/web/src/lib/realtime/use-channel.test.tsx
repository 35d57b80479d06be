import { act, renderHook } from '@testing-library/react';
import { Centrifuge } from 'centrifuge';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeRealtimeClient } from '@/lib/testing/fake-realtime-client';
import { channelRefCount, getRealtimeClient, setRealtimeClientFactory } from './realtime-client';
import { useChannel } from './use-channel';
import { usePresence } from './use-presence';

let fake: FakeRealtimeClient;

beforeEach(() => {
  setRealtimeClientFactory(() => {
    fake = new FakeRealtimeClient();
    return fake;
  });
});
afterEach(() => setRealtimeClientFactory(null));

describe('useChannel', () => {
  it('holds the channel while mounted and calls the latest handler', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = renderHook(({ fn }) => useChannel('inbox:1', fn), {
      initialProps: { fn: first },
    });
    const other = renderHook(() => useChannel('inbox:1', null));
    // The realtime client is imported on demand.
    await vi.waitFor(() => expect(channelRefCount('inbox:1')).toBe(2));
    rerender({ fn: second });
    expect(fake.getSubscription('inbox:1')?.subscribeCalls).toBe(1);
    fake.getSubscription('inbox:1')?.emit('publication', { channel: 'inbox:1', data: { a: 1 } });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith({ channel: 'inbox:1', data: { a: 1 } });
    unmount();
    expect(channelRefCount('inbox:1')).toBe(1);
    other.unmount();
    expect(channelRefCount('inbox:1')).toBe(0);
    expect(fake.removed).toEqual(['inbox:1']);
  });

  it('holds nothing for null and moves when the channel changes', async () => {
    const { rerender } = renderHook(({ channel }: { channel: string | null }) => useChannel(channel), {
      initialProps: { channel: null as string | null },
    });
    expect(channelRefCount('conversation:1')).toBe(0);
    rerender({ channel: 'conversation:1' });
    await vi.waitFor(() => expect(channelRefCount('conversation:1')).toBe(1));
    rerender({ channel: 'conversation:2' });
    expect(channelRefCount('conversation:1')).toBe(0);
    await vi.waitFor(() => expect(channelRefCount('conversation:2')).toBe(1));
  });

  it('holds nothing when unmounted before the realtime client has loaded', async () => {
    const { unmount } = renderHook(() => useChannel('inbox:7'));
    unmount();
    await import('./realtime-client');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(channelRefCount('inbox:7')).toBe(0);
  });
});

describe('usePresence', () => {
  it('lists the clients of a presence channel, refreshed on join and leave', async () => {
    const { result } = renderHook(() => usePresence('conversation:9'));
    expect(result.current).toEqual([]);
    // The realtime client is imported on demand: the hook observes the channel once it is in.
    const sub = await vi.waitFor(() => {
      const found = fake?.getSubscription('conversation:9');
      if (!found) {
        throw new Error('not subscribed yet');
      }
      return found;
    });
    sub.presenceClients = { c1: { client: 'c1', user: '1' } };
    await act(async () => sub.confirm());
    expect(result.current).toEqual([{ client: 'c1', user: '1' }]);
    sub.presenceClients = { c1: { client: 'c1', user: '1' }, c2: { client: 'c2', user: '2' } };
    await act(async () => sub.emit('join', { channel: 'conversation:9', info: { client: 'c2', user: '2' } }));
    expect(result.current).toHaveLength(2);
    sub.presenceClients = { c2: { client: 'c2', user: '2' } };
    await act(async () =>
      sub.emit('leave', { channel: 'conversation:9', info: { client: 'c1', user: '1' } }),
    );
    expect(result.current).toEqual([{ client: 'c2', user: '2' }]);
  });

  it('does not subscribe for channels without presence', () => {
    const { result } = renderHook(() => usePresence('inbox:1'));
    expect(result.current).toEqual([]);
    expect(channelRefCount('inbox:1')).toBe(0);
  });
});

describe('the real client', () => {
  it('is the official centrifuge client when no fake is injected', () => {
    setRealtimeClientFactory(null);
    const client = getRealtimeClient();
    expect(client).toBeInstanceOf(Centrifuge);
    expect(client.state).toBe('disconnected');
  });
});
