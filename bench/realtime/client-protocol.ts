import type { RawData } from 'ws';
import WebSocket from 'ws';
import type { BenchClient, ClientCounters, PublicationListener } from './client-types.ts';
import type { NewsPayload } from './shared.ts';
import { browserHeaders } from './shared.ts';

// A lightweight client of the Centrifuge client protocol v2 (JSON) over raw `ws`: what a browser
// app does on the wire, without the official SDK's per-instance state. Connect, then subscribe
// (commands of one frame are newline-delimited), answer server pings `{}` with `{}`.

interface Reply {
  id?: number;
  error?: { code: number; message: string };
  push?: { channel?: string; pub?: { data: NewsPayload; offset?: number } };
}

interface Waiter {
  resolve: (reply: Reply) => void;
  reject: (error: Error) => void;
}

export class ProtocolClient implements BenchClient {
  private socket: WebSocket | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Waiter>();
  private closing = false;

  constructor(
    private readonly url: string,
    private readonly token: string,
    private readonly onPublication: PublicationListener,
    private readonly counters: ClientCounters,
  ) {}

  async open(channels: readonly string[]): Promise<void> {
    const socket = new WebSocket(this.url, { perMessageDeflate: false, headers: browserHeaders });
    this.socket = socket;
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    socket.on('error', () => undefined);
    socket.on('message', (data) => this.receive(data));
    socket.on('close', () => {
      for (const waiter of this.pending.values()) {
        waiter.reject(new Error('connection closed'));
      }
      this.pending.clear();
      if (!this.closing) {
        this.counters.unexpectedCloses += 1;
      }
    });
    await this.call([{ connect: { token: this.token, name: 'bench' } }]);
    await this.call(channels.map((channel) => ({ subscribe: { channel } })));
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

  /** Sends the commands in one frame; resolves when all replies arrived, rejects on an error reply. */
  private async call(commands: readonly Record<string, unknown>[]): Promise<void> {
    const socket = this.socket;
    if (socket === null) {
      throw new Error('not open');
    }
    const lines: string[] = [];
    const replies: Promise<Reply>[] = [];
    for (const command of commands) {
      const id = this.nextId++;
      lines.push(JSON.stringify({ id, ...command }));
      replies.push(new Promise<Reply>((resolve, reject) => this.pending.set(id, { resolve, reject })));
    }
    socket.send(lines.join('\n'));
    for (const reply of await Promise.all(replies)) {
      if (reply.error !== undefined) {
        throw new Error(`error ${reply.error.code} ${reply.error.message}`);
      }
    }
  }

  private receive(data: RawData): void {
    const frame = (data as Buffer).toString('utf8');
    for (const line of frame.split('\n')) {
      if (line === '{}') {
        this.counters.pings += 1;
        this.socket?.send('{}');
        continue;
      }
      if (line === '') {
        continue;
      }
      const message = JSON.parse(line) as Reply;
      if (message.id !== undefined && message.id > 0) {
        const waiter = this.pending.get(message.id);
        this.pending.delete(message.id);
        waiter?.resolve(message);
        continue;
      }
      const pub = message.push?.pub;
      if (pub !== undefined) {
        this.onPublication(message.push?.channel ?? '', pub.data);
      }
    }
  }
}
