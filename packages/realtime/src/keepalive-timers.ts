import type { ServerContext } from './server-context.ts';

/**
 * Node-wide timers instead of per-connection ones: pings every interval, checks pongs a pong timeout
 * after each ping round, and refreshes presence entries before they expire. Returns a stop function.
 */
export function startKeepaliveTimers(server: ServerContext): () => void {
  const { pingIntervalMs, pongTimeoutMs, presenceUpdateIntervalMs } = server.options;
  const timers: NodeJS.Timeout[] = [];
  let pongCheck: NodeJS.Timeout | null = null;
  if (pingIntervalMs > 0) {
    timers.push(
      setInterval(() => {
        const now = Date.now();
        for (const connection of [...server.registry.connectedConnections()]) {
          connection.ping(now);
        }
        if (pongTimeoutMs > 0 && pongCheck === null) {
          pongCheck = setTimeout(() => {
            pongCheck = null;
            // A timer may fire a millisecond early: allow for it.
            const checkedAt = Date.now() + 5;
            for (const connection of [...server.registry.connectedConnections()]) {
              connection.checkPong(checkedAt);
            }
          }, pongTimeoutMs);
        }
      }, pingIntervalMs),
    );
  }
  timers.push(setInterval(() => refreshPresence(server), presenceUpdateIntervalMs));
  return () => {
    for (const timer of timers) {
      clearInterval(timer);
    }
    if (pongCheck !== null) {
      clearTimeout(pongCheck);
    }
  };
}

function refreshPresence(server: ServerContext): void {
  const ttl = server.options.presenceTtlMs;
  for (const connection of server.registry.connectedConnections()) {
    for (const subscription of connection.subscriptions.values()) {
      if (subscription.state !== 'live' || subscription.options.presence !== true) {
        continue;
      }
      const info = JSON.stringify(connection.clientInfo(subscription.channelInfo));
      server.broker.addPresence(subscription.channel, connection.id, info, ttl).catch((error: unknown) => {
        server.logger.warn({ err: error, channel: subscription.channel }, 'presence refresh failed');
      });
    }
  }
}
