/**
 * A loader for code imported on demand: the first call starts `load`, every later call shares its
 * promise, and a failed load (a dropped connection) is tried again by the next call.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((err: unknown) => {
      loading = null;
      throw err;
    });
    return loading;
  };
}
