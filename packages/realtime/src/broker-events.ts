import type { BrokerEventHandler, ControlMessage } from './broker.ts';
import { UnsubscribeCode } from './codes.ts';
import type { ServerContext } from './server-context.ts';

function applyControl(server: ServerContext, message: ControlMessage): void {
  switch (message.type) {
    case 'disconnect-user':
      for (const connection of server.registry.user(message.userId)) {
        void connection.disconnect(message.code, message.reason);
      }
      return;
    case 'disconnect-client':
      void server.registry.get(message.clientId)?.disconnect(message.code, message.reason);
      return;
    case 'unsubscribe-user':
      for (const connection of server.registry.user(message.userId)) {
        connection.serverUnsubscribe(message.channel, UnsubscribeCode.Server);
      }
      return;
    case 'message': {
      const push = `{"push":{"message":{"data":${message.data}}}}`;
      for (const connection of server.registry.user(message.userId)) {
        connection.write(push);
      }
      return;
    }
  }
}

/** Routes what the broker delivers to this node's connections. */
export function createBrokerEventHandler(server: ServerContext): BrokerEventHandler {
  return {
    onPublication: (channel, publication) => server.hub.deliverPublication(channel, publication),
    onJoin: (channel, infoJson) => server.hub.deliverJoinLeave(channel, 'join', infoJson),
    onLeave: (channel, infoJson) => server.hub.deliverJoinLeave(channel, 'leave', infoJson),
    onControl: (message) => applyControl(server, message),
    onEmulation: (forward) => server.registry.session(forward.session)?.receive(forward.data),
  };
}
