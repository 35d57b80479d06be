type RealtimeClientModule = typeof import('./realtime-client');

let loading: Promise<RealtimeClientModule> | null = null;

/**
 * The realtime client (centrifuge and the payload decoders), imported on demand once: every
 * `useChannel` of a page shares the one import instead of each asking the loader for the chunk
 * and its dependencies (a page mounts several at once). A failed load is retried by the next call.
 */
export function loadRealtimeClient(): Promise<RealtimeClientModule> {
  loading ??= import('./realtime-client').catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading;
}
