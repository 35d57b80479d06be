import type { ClientConnection } from './client-connection.ts';
import { ErrorCode } from './codes.ts';
import { stringParam } from './command-params.ts';
import { RealtimeError } from './errors.ts';
import type { ProtocolCommand } from './protocol-messages.ts';

export async function handleRpc(connection: ClientConnection, command: ProtocolCommand): Promise<void> {
  const method = stringParam(command.params, 'method');
  const hook = connection.server.options.source.onRpc;
  if (hook === undefined) {
    throw new RealtimeError(ErrorCode.NotAvailable);
  }
  const result = await hook({
    client: connection.id,
    userId: connection.userId,
    method,
    data: command.params.data,
  });
  const data = result === undefined || result === null ? undefined : result.data;
  connection.reply(command.id, 'rpc', data === undefined ? {} : { data });
}

/** An async message to the server: no reply, and a failing hook never ends the connection. */
export async function handleSend(connection: ClientConnection, command: ProtocolCommand): Promise<void> {
  const hook = connection.server.options.source.onMessage;
  if (hook === undefined) {
    return;
  }
  try {
    await hook({ client: connection.id, userId: connection.userId, data: command.params.data });
  } catch (error) {
    connection.server.logger.warn({ err: error, client: connection.id }, 'onMessage hook failed');
  }
}
