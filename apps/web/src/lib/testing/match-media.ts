/** A controllable window.matchMedia for jsdom: `set(query, matches)` notifies listeners. */
export function installMatchMedia(initial: Record<string, boolean> = {}) {
  const state = new Map(Object.entries(initial));
  const listeners = new Map<string, Set<() => void>>();
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return state.get(query) ?? false;
      },
      media: query,
      onchange: null,
      addEventListener: (_: string, l: () => void) => {
        listeners.set(query, (listeners.get(query) ?? new Set()).add(l));
      },
      removeEventListener: (_: string, l: () => void) => listeners.get(query)?.delete(l),
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => true,
    }) as unknown as MediaQueryList;
  return {
    set(query: string, matches: boolean) {
      state.set(query, matches);
      for (const l of listeners.get(query) ?? []) {
        l();
      }
    },
  };
}
