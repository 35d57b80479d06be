import type { RawData } from 'ws';
import WebSocket from 'ws';
import type { BenchClient, ClientCounters, PublicationListener } from './client-types.ts';
import type { NewsPayload } from './shared.ts';
import { browserHeaders } from './shared.ts';

/** Client of the bare `ws` contender (see server-ws.ts); ws answers the server's pings itself. */
export class BareWsClient implements BenchClient {
  private socket: WebSocket | null = null;
  private closing = false;

  constructor(
    private readonly url: string,
    private readonly token: string,
    private readonly onPublication: PublicationListener,
    private readonly counters: ClientCounters,
  ) {}

  async open(channels: readonly string[]): Promise<void> {
    const socket = new WebSocket(`${this.url}?token=${encodeURIComponent(this.token)}`, {
      perMessageDeflate: false,
      headers: browserHeaders,
    });
    this.socket = socket;
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    socket.on('error', () => undefined);
    const subscribed = new Promise<void>((resolve, reject) => {
      socket.once('close', () => reject(new Error('connection closed')));
      socket.on('message', (data) => {
        const message = JSON.parse((data as RawData as Buffer).toString('utf8')) as {
          id?: number;
          channel?: string;
          data?: NewsPayload;
        };
        if (message.id === 1) {
          resolve();
        } else if (message.channel !== undefined && message.data !== undefined) {
          this.onPublication(message.channel, message.data);
        }
      });
    });
    socket.on('close', () => {
      if (!this.closing) {
        this.counters.unexpectedCloses += 1;
      }
    });
    socket.send(JSON.stringify({ id: 1, subscribe: channels }));
    await subscribed;
  }

  isOpen(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  async close(): Promise<void> {
    this.closing = true;
    const socket = this.socket;
    if (socket === null || socket.readyState === WebSocket.CLOSED) {
      return;
    }
    await new Promise<void>((resolve) => {
      socket.once('close', () => resolve());
      socket.close();
    });
  }
}
