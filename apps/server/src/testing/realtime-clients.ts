import { Centrifuge, type Options } from 'centrifuge';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

/** Starts the app on a free loopback port and answers its websocket base URL (`ws://127.0.0.1:…`). */
export async function listenForRealtime(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return address.replace('http', 'ws');
}

/** Official `centrifuge` clients over `ws`, all closed together at the end of a test file. */
export class RealtimeClients {
  private readonly clients: Centrifuge[] = [];

  open(baseUrl: string, token: string, options: Partial<Options> & { connect?: boolean } = {}): Centrifuge {
    const { connect = false, ...rest } = options;
    const c = new Centrifuge(`${baseUrl}/connection/websocket`, {
      token,
      websocket: WebSocket,
      minReconnectDelay: 50,
      maxReconnectDelay: 200,
      ...rest,
    });
    this.clients.push(c);
    if (connect) {
      c.connect();
    }
    return c;
  }

  closeAll(): void {
    for (const c of this.clients) {
      c.disconnect();
    }
  }
}

/** Resolves with what `register` hands its callback, or fails after `ms`. */
export function waitFor<T>(register: (resolve: (value: T) => void) => void, ms = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), ms);
    register((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}
