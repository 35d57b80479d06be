import { handleHistory, handlePresence, handlePresenceStats, handlePublish } from './channel-commands.ts';
import type { ClientConnection } from './client-connection.ts';
import { DisconnectCode, ErrorCode } from './codes.ts';
import { handleConnect, handleRefresh } from './connect-command.ts';
import { DisconnectError, RealtimeError } from './errors.ts';
import type { CommandMethod, ProtocolCommand } from './protocol-messages.ts';
import { handleRpc, handleSend } from './rpc-commands.ts';
import { handleSubRefresh, handleSubscribe, handleUnsubscribe } from './subscribe-command.ts';

type CommandHandler = (connection: ClientConnection, command: ProtocolCommand) => Promise<void>;

const handlePing: CommandHandler = async () => {
  throw new RealtimeError(ErrorCode.NotAvailable);
};

const handlers: Readonly<Record<Exclude<CommandMethod, 'connect'>, CommandHandler>> = {
  subscribe: handleSubscribe,
  unsubscribe: handleUnsubscribe,
  sub_refresh: handleSubRefresh,
  publish: handlePublish,
  history: handleHistory,
  presence: handlePresence,
  presence_stats: handlePresenceStats,
  rpc: handleRpc,
  send: handleSend,
  refresh: handleRefresh,
  ping: handlePing,
};

function failCommand(connection: ClientConnection, command: ProtocolCommand, error: unknown): void {
  if (error instanceof DisconnectError) {
    void connection.disconnect(error.code, error.reason);
    return;
  }
  if (connection.state === 'closed' || command.id === 0) {
    return;
  }
  if (error instanceof RealtimeError) {
    connection.replyError(command.id, error);
    return;
  }
  connection.server.logger.error(
    { err: error, client: connection.id, method: command.method },
    'realtime command failed',
  );
  connection.replyError(command.id, new RealtimeError(ErrorCode.Internal));
}

/** Runs one command; never throws: errors become error replies or disconnects. */
export async function dispatchCommand(connection: ClientConnection, command: ProtocolCommand): Promise<void> {
  const method = command.method;
  try {
    if (method === 'pong') {
      return;
    }
    if (method === 'connect') {
      if (connection.state !== 'connecting') {
        throw new DisconnectError(DisconnectCode.BadRequest);
      }
      await handleConnect(connection, command);
      return;
    }
    if (connection.state !== 'connected') {
      throw new DisconnectError(DisconnectCode.BadRequest);
    }
    await handlers[method](connection, command);
  } catch (error) {
    failCommand(connection, command, error);
  }
}
