import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureRealtimeDebug, isTypingTraffic, realtimeDebug } from './debug-log';

afterEach(() => configureRealtimeDebug({ enabled: false }));

describe('realtimeDebug', () => {
  it('is off unless enabled (off in tests and production)', () => {
    const sink = vi.fn();
    configureRealtimeDebug({ enabled: false, sink });
    realtimeDebug('connected');
    expect(sink).not.toHaveBeenCalled();
  });

  it('logs ordinary traffic when enabled', () => {
    const sink = vi.fn();
    configureRealtimeDebug({ enabled: true, sink });
    realtimeDebug('publication', { channel: 'inbox:1', data: { action: 'message_read' } });
    expect(sink).toHaveBeenCalledWith('publication', {
      channel: 'inbox:1',
      data: { action: 'message_read' },
    });
  });

  it('never logs typing or stop_typing traffic', () => {
    const sink = vi.fn();
    configureRealtimeDebug({ enabled: true, sink });
    realtimeDebug('published', { channel: 'typing:conversation:4', data: { userId: 1, isTyping: true } });
    realtimeDebug('publication', { channel: 'typing:user:1', data: {} });
    realtimeDebug('published', { channel: 'conversation:4', data: { type: 'stop_typing' } });
    realtimeDebug('published', { channel: 'x', data: { type: 'typing' } });
    expect(sink).not.toHaveBeenCalled();
  });

  it('recognises typing traffic by channel or payload', () => {
    expect(isTypingTraffic({ channel: 'typing:user:9' })).toBe(true);
    expect(isTypingTraffic({ data: { isTyping: false } })).toBe(true);
    expect(isTypingTraffic({ channel: 'news', data: { title: 'x' } })).toBe(false);
    expect(isTypingTraffic(undefined)).toBe(false);
  });
});
