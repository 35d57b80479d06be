import type { Socket } from 'socket.io-client';
import { io } from 'socket.io-client';
import type { BenchClient, ClientCounters, PublicationListener } from './client-types.ts';
import type { NewsPayload } from './shared.ts';
import { browserHeaders } from './shared.ts';

/** socket.io-client over WebSocket only (no long-polling first), one Manager per connection. */
export class SocketIoClient implements BenchClient {
  private socket: Socket | null = null;
  private closing = false;

  constructor(
    private readonly url: string,
    private readonly token: string,
    private readonly onPublication: PublicationListener,
    private readonly counters: ClientCounters,
  ) {}

  async open(channels: readonly string[]): Promise<void> {
    const socket = io(this.url, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      auth: { token: this.token },
      extraHeaders: { ...browserHeaders },
    });
    this.socket = socket;
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    socket.on('pub', (data: NewsPayload) => this.onPublication('news', data));
    socket.on('disconnect', () => {
      if (!this.closing) {
        this.counters.unexpectedCloses += 1;
      }
    });
    await socket.timeout(10_000).emitWithAck('subscribe', channels);
  }

  isOpen(): boolean {
    return this.socket?.connected === true;
  }

  async close(): Promise<void> {
    this.closing = true;
    this.socket?.disconnect();
  }
}
