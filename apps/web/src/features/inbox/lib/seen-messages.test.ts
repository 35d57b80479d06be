import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSeenMessages, startSeenTrimming, trimSeenIds } from './seen-messages';

describe('seen message ids', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('remembers ids it was told about', () => {
    const seen = createSeenMessages();
    expect(seen.has(1)).toBe(false);
    seen.add(1);
    expect(seen.has(1)).toBe(true);
  });

  it('keeps everything up to 500 ids and only the newest 200 above that', () => {
    const ids = Array.from({ length: 500 }, (_, i) => i + 1);
    expect(trimSeenIds(ids, 500, 200)).toHaveLength(500);
    const over = [...ids, 501];
    const kept = trimSeenIds(over, 500, 200);
    expect(kept).toHaveLength(200);
    expect(kept[0]).toBe(302);
    expect(kept.at(-1)).toBe(501);
  });

  it('trims itself only when checked, every 30 minutes', () => {
    vi.useFakeTimers();
    const seen = createSeenMessages();
    const stop = startSeenTrimming(seen);
    for (let id = 1; id <= 501; id += 1) {
      seen.add(id);
    }
    vi.advanceTimersByTime(30 * 60_000 - 1);
    expect(seen.size).toBe(501);
    vi.advanceTimersByTime(1);
    expect(seen.size).toBe(200);
    expect(seen.has(301)).toBe(false);
    expect(seen.has(302)).toBe(true);
    expect(seen.has(501)).toBe(true);
    stop();
  });

  it('counts a re-seen id as newest', () => {
    const seen = createSeenMessages({ max: 3, keep: 2 });
    for (const id of [1, 2, 3, 4]) {
      seen.add(id);
    }
    seen.add(1);
    seen.trim();
    expect([1, 4].every((id) => seen.has(id))).toBe(true);
    expect(seen.has(2)).toBe(false);
  });
});
