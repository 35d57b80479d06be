import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearChannelHandlers } from './channel-handlers';

const news = (id: number) => ({ id, groupId: 1, title: `t${id}`, body: 'b', publishedAt: '2026-01-01' });

afterEach(() => {
  clearChannelHandlers();
  vi.doUnmock('./publication-dispatch');
  vi.resetModules();
});

/** A fresh copy of the module: its schemas not loaded yet. */
const freshModule = () => import('./dispatch-in-order');

describe('publications and resyncs in arrival order', () => {
  it('runs a resync at once when nothing waits, without loading the payload schemas', async () => {
    const loaded = vi.fn();
    vi.doMock('./publication-dispatch', () => {
      loaded();
      return { dispatchPublication: vi.fn() };
    });
    const { dispatchResyncInOrder } = await freshModule();
    const { registerChannelHandler: register } = await import('./channel-handlers');
    const onResync = vi.fn();
    register('channel_resync', onResync);
    dispatchResyncInOrder('news');
    expect(onResync).toHaveBeenCalledWith({ channel: 'news' }, { channel: 'news', parsed: { kind: 'news' } });
    expect(loaded).not.toHaveBeenCalled();
  });

  it('keeps a resync behind the publications that arrived before it', async () => {
    const { dispatchPublicationInOrder, dispatchResyncInOrder } = await freshModule();
    const { registerChannelHandler: register } = await import('./channel-handlers');
    const seen: string[] = [];
    register('news', (payload) => seen.push(`news ${payload.id}`));
    register('channel_resync', () => seen.push('resync'));
    dispatchPublicationInOrder('news', news(1));
    dispatchResyncInOrder('news');
    dispatchPublicationInOrder('news', news(2));
    // The schemas are still loading: nothing has run, not even the resync.
    expect(seen).toEqual([]);
    await vi.waitFor(() => expect(seen).toEqual(['news 1', 'resync', 'news 2']));
    // Loaded: later ones run at once.
    dispatchPublicationInOrder('news', news(3));
    expect(seen).toEqual(['news 1', 'resync', 'news 2', 'news 3']);
  });

  it('resyncs the channels whose publications were lost when the schemas cannot load', async () => {
    vi.doMock('./publication-dispatch', () => {
      throw new Error('chunk failed to load');
    });
    const { dispatchPublicationInOrder } = await freshModule();
    const { registerChannelHandler: register } = await import('./channel-handlers');
    const resynced: string[] = [];
    const onNews = vi.fn();
    register('news', onNews);
    register('channel_resync', (payload) => resynced.push(payload.channel));
    dispatchPublicationInOrder('news', news(1));
    dispatchPublicationInOrder('news', news(2));
    dispatchPublicationInOrder('meetings:4', { type: 'meeting_updated' });
    await vi.waitFor(() => expect(resynced).toEqual(['news', 'meetings:4']));
    expect(onNews).not.toHaveBeenCalled();
  });
});
