import { describe, expect, it, vi } from 'vitest';
import { createRefCounted } from './ref-counted';

describe('createRefCounted', () => {
  it('makes a value on the first hold only and disposes of it on the last release', () => {
    const dispose = vi.fn();
    const held = createRefCounted<{ n: number }>(dispose);
    let made = 0;
    const make = () => ({ n: ++made });
    const first = held.hold('a', make);
    expect(held.hold('a', make)).toBe(first);
    expect(made).toBe(1);
    expect(held.count('a')).toBe(2);

    held.release('a');
    expect(dispose).not.toHaveBeenCalled();
    expect(held.get('a')).toBe(first);
    held.release('a');
    expect(dispose).toHaveBeenCalledWith(first, 'a');
    expect(held.get('a')).toBeUndefined();
    expect(held.count('a')).toBe(0);

    expect(held.hold('a', make)).toEqual({ n: 2 });
  });

  it('keeps keys apart and ignores a release of a key nobody holds', () => {
    const dispose = vi.fn();
    const held = createRefCounted<string>(dispose);
    held.hold('a', () => 'A');
    held.hold('b', () => 'B');
    held.release('c');
    held.release('b');
    expect(dispose).toHaveBeenCalledTimes(1);
    expect(dispose).toHaveBeenCalledWith('B', 'b');
    expect(held.get('a')).toBe('A');
  });
});
