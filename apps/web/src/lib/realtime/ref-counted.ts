/**
 * One shared thing per key, alive while anyone holds it: the first `hold` makes it, the last
 * `release` disposes of it. The subscription registry holds channels with it, and the live hooks
 * the channel handlers they register once however many components mount them.
 */
export interface RefCounted<T> {
  /** Holds `key`, making its value with `make` when nobody held it. */
  hold(key: string, make: () => T): T;
  /** Lets go of `key`; the last release disposes of its value. A key nobody holds is ignored. */
  release(key: string): void;
  get(key: string): T | undefined;
  count(key: string): number;
}

export function createRefCounted<T>(dispose: (value: T, key: string) => void): RefCounted<T> {
  const held = new Map<string, { value: T; count: number }>();
  return {
    hold(key, make) {
      let entry = held.get(key);
      if (!entry) {
        entry = { value: make(), count: 0 };
        held.set(key, entry);
      }
      entry.count += 1;
      return entry.value;
    },
    release(key) {
      const entry = held.get(key);
      if (!entry) {
        return;
      }
      entry.count -= 1;
      if (entry.count === 0) {
        held.delete(key);
        dispose(entry.value, key);
      }
    },
    get: (key) => held.get(key)?.value,
    count: (key) => held.get(key)?.count ?? 0,
  };
}
