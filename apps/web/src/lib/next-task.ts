/**
 * Resolves in a new task of the event loop, so the work after it does not lengthen the current
 * one: on a slow phone a start-up of 150 ms in one piece blocks input for all of it, in pieces the
 * browser can answer between them.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
