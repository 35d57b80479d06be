import type { Options } from 'centrifuge';
import { Centrifuge } from 'centrifuge';
import EventSource from 'eventsource';
import WebSocket from 'ws';
import type { TestTransport } from './test-server.ts';

/** Where a client connects: a test server, or a proxy in front of one. */
export interface ClientTarget {
  readonly emulationEndpoint: string;
  endpoint(transport: TestTransport): string;
}

/** Creates official centrifuge clients for one transport and disconnects them all at the end. */
export class ClientPool {
  private readonly clients: Centrifuge[] = [];

  create(server: ClientTarget, transport: TestTransport, options: Partial<Options> = {}): Centrifuge {
    const client = new Centrifuge([{ transport, endpoint: server.endpoint(transport) }], {
      websocket: WebSocket,
      eventsource: EventSource,
      emulationEndpoint: server.emulationEndpoint,
      minReconnectDelay: 20,
      maxReconnectDelay: 200,
      timeout: 3000,
      ...options,
    });
    // Errors are expected in many cases; an unhandled 'error' event must not fail the test run.
    client.on('error', () => {});
    this.clients.push(client);
    return client;
  }

  disconnectAll(): void {
    for (const client of this.clients.splice(0)) {
      client.disconnect();
    }
  }
}
