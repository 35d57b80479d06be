import { ChannelSubscription } from './channel-subscription.ts';
import type { ClientConnection } from './client-connection.ts';
import { ErrorCode } from './codes.ts';
import { withRawField } from './command-codec.ts';
import { booleanParam, channelParam, integerParam, stringParam } from './command-params.ts';
import { RealtimeError } from './errors.ts';
import type { ProtocolCommand } from './protocol-messages.ts';
import type { SubscribeAuthorization } from './server-options.ts';
import {
  completeSubscription,
  releaseSubscription,
  scheduleSubscriptionExpiry,
} from './subscription-release.ts';
import type { RecoveryRequest, SubscribeOutcome } from './subscription-setup.ts';
import { establishSubscription } from './subscription-setup.ts';

const maxChannelLength = 255;

/** Whole seconds until `expiresAt`, rounded down so the client refreshes in time; at least 1. */
export function ttlSeconds(expiresAt: number, now: number): number {
  return Math.max(1, Math.floor((expiresAt - now) / 1000));
}

/** Joins the hub, reads the position (and recovery), adds presence; the caller writes the reply. */
export async function openSubscription(
  connection: ClientConnection,
  subscription: ChannelSubscription,
  request: RecoveryRequest,
  extra: Record<string, unknown>,
): Promise<SubscribeOutcome> {
  const server = connection.server;
  const outcome = await establishSubscription(server, subscription, request, extra);
  if (subscription.options.presence === true && subscription.state === 'subscribing') {
    const info = JSON.stringify(connection.clientInfo(subscription.channelInfo));
    await server.broker.addPresence(subscription.channel, connection.id, info, server.options.presenceTtlMs);
  }
  return outcome;
}

function checkCanSubscribe(connection: ClientConnection, channel: string): void {
  if (channel.length > maxChannelLength) {
    throw new RealtimeError(ErrorCode.BadRequest);
  }
  if (connection.subscriptions.has(channel)) {
    throw new RealtimeError(ErrorCode.AlreadySubscribed);
  }
  if (connection.subscriptions.size >= connection.server.options.maxSubscriptions) {
    throw new RealtimeError(ErrorCode.LimitExceeded);
  }
}

function authorizationExtra(authorization: SubscribeAuthorization, now: number): Record<string, unknown> {
  const extra: Record<string, unknown> = {};
  if (authorization.expiresAt !== undefined && authorization.expiresAt > 0) {
    extra.expires = true;
    extra.ttl = ttlSeconds(authorization.expiresAt, now);
  }
  if (authorization.data !== undefined && authorization.lateData === undefined) {
    extra.data = authorization.data;
  }
  return extra;
}

/** The reply with the authorization's late data (computed now, after joining the channel). */
async function withLateData(resultJson: string, authorization: SubscribeAuthorization): Promise<string> {
  if (authorization.lateData === undefined) {
    return resultJson;
  }
  const data = await authorization.lateData();
  return data === undefined ? resultJson : withRawField(resultJson, 'data', JSON.stringify(data));
}

export async function handleSubscribe(connection: ClientConnection, command: ProtocolCommand): Promise<void> {
  const params = command.params;
  const channel = channelParam(params);
  const request: RecoveryRequest = {
    recover: booleanParam(params, 'recover'),
    offset: integerParam(params, 'offset'),
    epoch: stringParam(params, 'epoch'),
  };
  const token = stringParam(params, 'token');
  checkCanSubscribe(connection, channel);
  const server = connection.server;
  const subscription = new ChannelSubscription(connection, channel, false);
  connection.subscriptions.set(channel, subscription);
  try {
    const authorization =
      (await server.options.source.authorizeSubscribe({
        client: connection.id,
        userId: connection.userId,
        channel,
        data: params.data,
        token,
      })) ?? {};
    const now = Date.now();
    if (
      authorization.expiresAt !== undefined &&
      authorization.expiresAt > 0 &&
      authorization.expiresAt <= now
    ) {
      throw new RealtimeError(ErrorCode.TokenExpired);
    }
    subscription.options = server.channelOptions(channel);
    subscription.channelInfo = authorization.info;
    subscription.expiresAt = authorization.expiresAt ?? 0;
    if (subscription.state !== 'subscribing') {
      return;
    }
    const outcome = await openSubscription(
      connection,
      subscription,
      request,
      authorizationExtra(authorization, now),
    );
    const resultJson = await withLateData(outcome.resultJson, authorization);
    if (subscription.state !== 'subscribing' || connection.state !== 'connected') {
      releaseSubscription(connection, subscription);
      return;
    }
    connection.replyRaw(command.id, 'subscribe', resultJson);
    subscription.goLive(outcome.position);
    completeSubscription(connection, subscription);
  } catch (error) {
    releaseSubscription(connection, subscription);
    throw error;
  }
}

export async function handleUnsubscribe(
  connection: ClientConnection,
  command: ProtocolCommand,
): Promise<void> {
  const channel = channelParam(command.params);
  const subscription = connection.subscriptions.get(channel);
  if (subscription !== undefined) {
    releaseSubscription(connection, subscription);
  }
  connection.reply(command.id, 'unsubscribe', {});
}

export async function handleSubRefresh(
  connection: ClientConnection,
  command: ProtocolCommand,
): Promise<void> {
  const channel = channelParam(command.params);
  const token = stringParam(command.params, 'token');
  const subscription = connection.subscriptions.get(channel);
  if (subscription === undefined || subscription.state !== 'live') {
    throw new RealtimeError(ErrorCode.PermissionDenied);
  }
  if (token === '') {
    throw new RealtimeError(ErrorCode.BadRequest);
  }
  const authorization =
    (await connection.server.options.source.authorizeSubscribe({
      client: connection.id,
      userId: connection.userId,
      channel,
      data: undefined,
      token,
    })) ?? {};
  const now = Date.now();
  const expiresAt = authorization.expiresAt ?? 0;
  if (expiresAt > 0 && expiresAt <= now) {
    throw new RealtimeError(ErrorCode.Expired);
  }
  if (subscription.state !== 'live') {
    throw new RealtimeError(ErrorCode.PermissionDenied);
  }
  subscription.expiresAt = expiresAt;
  scheduleSubscriptionExpiry(connection, subscription);
  const result = expiresAt > 0 ? { expires: true, ttl: ttlSeconds(expiresAt, now) } : {};
  connection.reply(command.id, 'sub_refresh', result);
}
