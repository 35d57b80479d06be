import type { ServerResponse } from 'node:http';
import type { Transport } from './transport.ts';

export type StreamFormat = 'http_stream' | 'sse';

/** Replies as lines of an HTTP response (HTTP-streaming) or as SSE events. */
export class StreamTransport implements Transport {
  readonly emulation = true;
  private ended = false;
  private readonly closed: Promise<void>;

  constructor(
    readonly name: StreamFormat,
    private readonly response: ServerResponse,
    private readonly closeGraceMs: number,
  ) {
    this.closed = new Promise((resolve) => {
      response.once('close', () => resolve());
    });
  }

  send(messages: readonly string[]): void {
    if (this.ended || this.response.destroyed) {
      return;
    }
    if (this.name === 'sse') {
      this.response.write(messages.map((message) => `data: ${message}\n\n`).join(''));
    } else {
      this.response.write(`${messages.join('\n')}\n`);
    }
  }

  /**
   * The stream end alone means "transport closed" to the client, so the code goes in a disconnect
   * push first; the response ends when the client closes it, or after a grace delay.
   */
  close(code: number, reason: string): Promise<void> {
    if (this.ended) {
      return this.closed;
    }
    this.send([JSON.stringify({ push: { disconnect: { code, reason } } })]);
    this.ended = true;
    const timer = setTimeout(() => this.response.end(), this.closeGraceMs);
    void this.closed.then(() => clearTimeout(timer));
    return this.closed;
  }

  /** Ends at once. */
  terminate(): void {
    this.ended = true;
    this.response.destroy();
  }

  bufferedBytes(): number {
    return this.response.writableLength;
  }
}
