/**
 * Runs `drain` now and then again `pollMs` after each run ends, until stopped; a failed run is
 * logged and the next one comes as usual. The outbox workers (mail, SMS) poll with it.
 */
export function startPolling(
  drain: () => Promise<unknown>,
  options: { pollMs: number; onError: (err: unknown) => void },
): { stop(): Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = drain()
      .catch(options.onError)
      .finally(() => {
        if (!stopped) {
          timer = setTimeout(tick, options.pollMs);
          timer.unref();
        }
      });
  };
  tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
