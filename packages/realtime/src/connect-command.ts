import { ChannelSubscription } from './channel-subscription.ts';
import type { ClientConnection } from './client-connection.ts';
import { DisconnectCode, ErrorCode } from './codes.ts';
import { withRawField } from './command-codec.ts';
import { booleanParam, integerParam, recordParam, stringParam } from './command-params.ts';
import { DisconnectError, RealtimeError } from './errors.ts';
import type { ProtocolCommand } from './protocol-messages.ts';
import { openSubscription, ttlSeconds } from './subscribe-command.ts';
import { completeSubscription, releaseSubscription } from './subscription-release.ts';
import type { SubscribeOutcome } from './subscription-setup.ts';

type Params = Readonly<Record<string, unknown>>;

interface ServerSubscription {
  readonly subscription: ChannelSubscription;
  readonly outcome: SubscribeOutcome;
}

// Server-side subscriptions given by `authenticate`, recovered from the connect `subs` positions.
async function subscribeServerSide(
  connection: ClientConnection,
  channels: readonly string[],
  positions: Params | undefined,
): Promise<ServerSubscription[]> {
  const opened: ServerSubscription[] = [];
  const server = connection.server;
  for (const channel of new Set(channels).values()) {
    if (opened.length >= server.options.maxSubscriptions) {
      break;
    }
    const position = positions === undefined ? undefined : recordParam(positions, channel);
    const request = {
      recover: position !== undefined && booleanParam(position, 'recover'),
      offset: position === undefined ? 0 : integerParam(position, 'offset'),
      epoch: position === undefined ? '' : stringParam(position, 'epoch'),
    };
    const subscription = new ChannelSubscription(connection, channel, true);
    subscription.options = server.channelOptions(channel);
    connection.subscriptions.set(channel, subscription);
    try {
      const outcome = await openSubscription(connection, subscription, request, {});
      opened.push({ subscription, outcome });
    } catch (error) {
      releaseAll(connection);
      throw error;
    }
  }
  return opened;
}

function releaseAll(connection: ClientConnection): void {
  for (const subscription of [...connection.subscriptions.values()]) {
    releaseSubscription(connection, subscription);
  }
}

function connectResultJson(
  connection: ClientConnection,
  data: unknown,
  opened: ServerSubscription[],
): string {
  const options = connection.server.options;
  const result: Record<string, unknown> = { client: connection.id };
  if (options.version !== '') {
    result.version = options.version;
  }
  if (connection.expiresAt > 0) {
    result.expires = true;
    result.ttl = ttlSeconds(connection.expiresAt, Date.now());
  }
  if (data !== undefined) {
    result.data = data;
  }
  if (options.pingIntervalMs > 0) {
    result.ping = Math.max(1, Math.round(options.pingIntervalMs / 1000));
    if (options.pongTimeoutMs > 0) {
      result.pong = true;
    }
  }
  if (connection.transport.emulation) {
    result.session = connection.session;
    result.node = connection.server.nodeId;
  }
  const json = JSON.stringify(result);
  if (opened.length === 0) {
    return json;
  }
  const subs = opened.map(
    (item) => `${JSON.stringify(item.subscription.channel)}:${item.outcome.resultJson}`,
  );
  return withRawField(json, 'subs', `{${subs.join(',')}}`);
}

export async function handleConnect(connection: ClientConnection, command: ProtocolCommand): Promise<void> {
  const params = command.params;
  const token = stringParam(params, 'token');
  const name = stringParam(params, 'name');
  const version = stringParam(params, 'version');
  const positions = recordParam(params, 'subs');
  const server = connection.server;
  await server.ready();
  const auth = await server.options.source.authenticate({
    client: connection.id,
    token,
    data: params.data,
    name,
    version,
    transport: connection.transport.name,
    remoteAddress: connection.remoteAddress,
    headers: connection.headers,
  });
  if (connection.state !== 'connecting') {
    return;
  }
  if (typeof auth?.userId !== 'string') {
    throw new Error('authenticate returned no userId');
  }
  const expiresAt = auth.expiresAt ?? 0;
  if (expiresAt > 0 && expiresAt <= Date.now()) {
    throw new RealtimeError(ErrorCode.TokenExpired);
  }
  connection.userId = auth.userId;
  connection.connInfo = auth.info;
  connection.name = name;
  connection.version = version;
  const opened = await subscribeServerSide(connection, auth.channels ?? [], positions);
  if (connection.state !== 'connecting') {
    releaseAll(connection);
    return;
  }
  connection.connected(auth.userId, expiresAt);
  connection.replyRaw(command.id, 'connect', connectResultJson(connection, auth.data, opened));
  for (const { subscription, outcome } of opened) {
    subscription.goLive(outcome.position);
    completeSubscription(connection, subscription);
  }
}

export async function handleRefresh(connection: ClientConnection, command: ProtocolCommand): Promise<void> {
  const token = stringParam(command.params, 'token');
  if (token === '') {
    throw new DisconnectError(DisconnectCode.BadRequest);
  }
  const source = connection.server.options.source;
  let expiresAt: number;
  try {
    if (source.refresh !== undefined) {
      const refreshed = await source.refresh({
        client: connection.id,
        userId: connection.userId,
        token,
        transport: connection.transport.name,
      });
      expiresAt = refreshed.expiresAt ?? 0;
    } else {
      const auth = await source.authenticate({
        client: connection.id,
        token,
        data: undefined,
        name: connection.name,
        version: connection.version,
        transport: connection.transport.name,
        remoteAddress: connection.remoteAddress,
        headers: connection.headers,
      });
      if (auth.userId !== connection.userId) {
        throw new DisconnectError(DisconnectCode.InvalidToken);
      }
      expiresAt = auth.expiresAt ?? 0;
    }
  } catch (error) {
    if (error instanceof RealtimeError && error.code === ErrorCode.TokenExpired) {
      throw new DisconnectError(DisconnectCode.Expired);
    }
    throw error;
  }
  const now = Date.now();
  if (expiresAt > 0 && expiresAt <= now) {
    throw new DisconnectError(DisconnectCode.Expired);
  }
  if (connection.state !== 'connected') {
    return;
  }
  connection.setExpiry(expiresAt);
  const result: Record<string, unknown> = { client: connection.id };
  if (connection.server.options.version !== '') {
    result.version = connection.server.options.version;
  }
  if (expiresAt > 0) {
    result.expires = true;
    result.ttl = ttlSeconds(expiresAt, now);
  }
  connection.reply(command.id, 'refresh', result);
}
