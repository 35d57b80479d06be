import { publicationsJson } from './channel-subscription.ts';
import type { ClientConnection } from './client-connection.ts';
import { ErrorCode } from './codes.ts';
import { booleanParam, channelParam, integerParam, recordParam, stringParam } from './command-params.ts';
import { RealtimeError } from './errors.ts';
import type { HistoryRequest } from './history-query.ts';
import { presenceCounts, queryHistory } from './history-query.ts';
import type { ProtocolCommand } from './protocol-messages.ts';

// History and presence are for subscribers of the channel only.
function requireSubscribed(connection: ClientConnection, channel: string): void {
  if (connection.subscriptions.get(channel)?.state !== 'live') {
    throw new RealtimeError(ErrorCode.PermissionDenied);
  }
}

/** Encodes the payload of a publication: `{"data":…,"info":…}`. */
export function publicationPayload(data: unknown, info?: Record<string, unknown>): string {
  return JSON.stringify(info === undefined ? { data: data ?? null } : { data: data ?? null, info });
}

export async function handlePublish(connection: ClientConnection, command: ProtocolCommand): Promise<void> {
  const channel = channelParam(command.params);
  const server = connection.server;
  const hook = server.options.source.onPublish;
  if (hook === undefined) {
    throw new RealtimeError(ErrorCode.NotAvailable);
  }
  const data = command.params.data;
  const result = await hook({ client: connection.id, userId: connection.userId, channel, data });
  const finalData = result !== undefined && result !== null && result.data !== undefined ? result.data : data;
  const info = connection.clientInfo(connection.subscriptions.get(channel)?.channelInfo);
  const payload = publicationPayload(finalData, info);
  await server.broker.publish(channel, payload, server.channelOptions(channel).history);
  connection.reply(command.id, 'publish', {});
}

function historyRequest(params: Readonly<Record<string, unknown>>): HistoryRequest {
  const since = recordParam(params, 'since');
  const request: HistoryRequest = {
    limit: integerParam(params, 'limit', true),
    reverse: booleanParam(params, 'reverse'),
  };
  if (since !== undefined) {
    request.since = { offset: integerParam(since, 'offset'), epoch: stringParam(since, 'epoch') };
  }
  return request;
}

export async function handleHistory(connection: ClientConnection, command: ProtocolCommand): Promise<void> {
  const channel = channelParam(command.params);
  const request = historyRequest(command.params);
  const server = connection.server;
  if (server.channelOptions(channel).history === undefined) {
    throw new RealtimeError(ErrorCode.NotAvailable);
  }
  requireSubscribed(connection, channel);
  const page = await queryHistory(server.broker, channel, request, server.options.historyMaxPublications);
  const pubs = publicationsJson(page.publications);
  const result = `{"publications":${pubs},"epoch":${JSON.stringify(page.epoch)},"offset":${page.offset}}`;
  connection.replyRaw(command.id, 'history', result);
}

function requirePresence(connection: ClientConnection, channel: string): void {
  if (connection.server.channelOptions(channel).presence !== true) {
    throw new RealtimeError(ErrorCode.NotAvailable);
  }
  requireSubscribed(connection, channel);
}

export async function handlePresence(connection: ClientConnection, command: ProtocolCommand): Promise<void> {
  const channel = channelParam(command.params);
  requirePresence(connection, channel);
  const entries = await connection.server.broker.presence(channel);
  const items = [...entries].map(([clientId, infoJson]) => `${JSON.stringify(clientId)}:${infoJson}`);
  connection.replyRaw(command.id, 'presence', `{"presence":{${items.join(',')}}}`);
}

export async function handlePresenceStats(
  connection: ClientConnection,
  command: ProtocolCommand,
): Promise<void> {
  const channel = channelParam(command.params);
  requirePresence(connection, channel);
  const entries = await connection.server.broker.presence(channel);
  const counts = presenceCounts(entries.values());
  connection.reply(command.id, 'presence_stats', {
    num_clients: counts.numClients,
    num_users: counts.numUsers,
  });
}
