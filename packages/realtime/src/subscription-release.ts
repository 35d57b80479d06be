import type { ChannelSubscription } from './channel-subscription.ts';
import type { ClientConnection } from './client-connection.ts';

/** Ends a subscription on this node: no more pushes, presence removed, leave published. */
export function releaseSubscription(connection: ClientConnection, subscription: ChannelSubscription): void {
  const wasLive = subscription.state === 'live';
  subscription.close();
  if (connection.subscriptions.get(subscription.channel) === subscription) {
    connection.subscriptions.delete(subscription.channel);
  }
  const server = connection.server;
  server.hub.remove(subscription);
  if (!wasLive) {
    return;
  }
  const channel = subscription.channel;
  const logFailure = (error: unknown): void => {
    server.logger.warn({ err: error, channel }, 'releasing subscription failed');
  };
  if (subscription.options.presence === true) {
    server.broker.removePresence(channel, connection.id).catch(logFailure);
  }
  if (subscription.options.joinLeave === true) {
    const info = JSON.stringify(connection.clientInfo(subscription.channelInfo));
    server.broker.publishLeave(channel, info).catch(logFailure);
  }
}

/** After the subscribe reply: join, expiry timer, and a server unsubscribe requested meanwhile. */
export function completeSubscription(connection: ClientConnection, subscription: ChannelSubscription): void {
  const server = connection.server;
  const channel = subscription.channel;
  if (subscription.options.joinLeave === true) {
    const info = JSON.stringify(connection.clientInfo(subscription.channelInfo));
    server.broker.publishJoin(channel, info).catch((error: unknown) => {
      server.logger.warn({ err: error, channel }, 'publishing join failed');
    });
  }
  scheduleSubscriptionExpiry(connection, subscription);
  const pending = subscription.pendingUnsubscribe;
  if (pending !== null) {
    subscription.pendingUnsubscribe = null;
    connection.serverUnsubscribe(channel, pending.code, pending.reason);
  }
}

/** Unsubscribes with 2501 when the subscription is not refreshed by its expiry plus the grace. */
export function scheduleSubscriptionExpiry(
  connection: ClientConnection,
  subscription: ChannelSubscription,
): void {
  if (subscription.expiryTimer !== null) {
    clearTimeout(subscription.expiryTimer);
    subscription.expiryTimer = null;
  }
  if (subscription.expiresAt <= 0 || subscription.state !== 'live') {
    return;
  }
  const due = subscription.expiresAt + connection.server.options.expiredCloseDelayMs;
  const delay = Math.min(Math.max(0, due - Date.now()), 2 ** 31 - 1);
  subscription.expiryTimer = setTimeout(() => {
    subscription.expiryTimer = null;
    if (Date.now() < due) {
      scheduleSubscriptionExpiry(connection, subscription);
      return;
    }
    connection.serverUnsubscribe(subscription.channel, 2501);
  }, delay);
}
