import type { EventMap, TypedEventEmitter } from 'centrifuge';

type FirstArg<F> = F extends (first: infer A, ...rest: never[]) => void ? A : never;

/** Resolves with the first `event` matching `accept`; rejects after `timeoutMs`. */
export function nextEvent<Events extends EventMap, E extends keyof Events & string>(
  emitter: TypedEventEmitter<Events>,
  event: E,
  accept: (ctx: FirstArg<Events[E]>) => boolean = () => true,
  timeoutMs = 5000,
): Promise<FirstArg<Events[E]>> {
  return new Promise((resolve, reject) => {
    const listener = ((ctx: FirstArg<Events[E]>) => {
      if (accept(ctx)) {
        clearTimeout(timer);
        emitter.off(event, listener);
        resolve(ctx);
      }
    }) as Events[E];
    const timer = setTimeout(() => {
      emitter.off(event, listener);
      reject(new Error(`timed out waiting for "${event}"`));
    }, timeoutMs);
    emitter.on(event, listener);
  });
}

/** Every `event` emitted from now on, in order. */
export function collectEvents<Events extends EventMap, E extends keyof Events & string>(
  emitter: TypedEventEmitter<Events>,
  event: E,
): FirstArg<Events[E]>[] {
  const events: FirstArg<Events[E]>[] = [];
  emitter.on(event, ((ctx: FirstArg<Events[E]>) => {
    events.push(ctx);
  }) as Events[E]);
  return events;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Polls until `check` returns true; rejects after `timeoutMs` with `what` in the message. */
export async function waitUntil(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 5000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) {
      throw new Error(`timed out waiting until ${what}`);
    }
    await sleep(10);
  }
}
