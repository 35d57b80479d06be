import type { ChannelEvent, ChannelEventMap, ChannelEventMeta, ChannelEventName } from './channel-events';

export type ChannelHandler<K extends ChannelEventName> = (
  payload: ChannelEventMap[K],
  meta: ChannelEventMeta,
) => void;

type AnyHandler = (payload: ChannelEvent['payload'], meta: ChannelEventMeta) => void;
const handlers = new Map<ChannelEventName, Set<AnyHandler>>();

/**
 * Registers a small handler for one event name (e.g. 'new_message'); features call this instead of
 * listening to channels themselves. Answers the function that removes it. Importing this module
 * loads neither the realtime client nor the payload schemas (publication-dispatch.ts decodes).
 */
export function registerChannelHandler<K extends ChannelEventName>(
  name: K,
  handler: ChannelHandler<K>,
): () => void {
  let set = handlers.get(name);
  if (!set) {
    set = new Set();
    handlers.set(name, set);
  }
  // Safe: dispatch only hands a handler the payload of the event it was registered for.
  const stored = handler as AnyHandler;
  set.add(stored);
  return () => {
    set.delete(stored);
  };
}

/** Runs the handlers of a decoded event; a throwing handler never stops the others. */
export function dispatchChannelEvent(
  event: ChannelEvent,
  meta: ChannelEventMeta,
  onHandlerError: (err: unknown) => void,
): void {
  for (const handler of handlers.get(event.name) ?? []) {
    try {
      handler(event.payload, meta);
    } catch (err) {
      onHandlerError(err);
    }
  }
}

/** Test support: forget every handler. */
export function clearChannelHandlers(): void {
  handlers.clear();
}
