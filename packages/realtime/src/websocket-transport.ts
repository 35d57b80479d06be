import { WebSocket } from 'ws';
import { disconnectReason } from './disconnect-reason.ts';
import type { Transport } from './transport.ts';

const websocketReasons: Readonly<Record<number, string>> = {
  1002: 'protocol error',
  1007: 'invalid payload',
  1009: 'message size limit exceeded',
};

/** Messages of a connection as text frames; disconnects as close frames with a plain-text reason. */
export class WebSocketTransport implements Transport {
  readonly name = 'websocket';
  readonly emulation = false;
  private readonly closed: Promise<void>;

  constructor(
    private readonly socket: WebSocket,
    private readonly closeTimeoutMs: number,
  ) {
    this.closed = new Promise((resolve) => {
      socket.once('close', () => resolve());
    });
    // ws closes by itself on protocol errors (1002, 1007, 1009) without a reason: add one.
    const close = socket.close.bind(socket);
    socket.close = (code?: number, reason?: string | Buffer): void => {
      const fallback = websocketReasons[code ?? 1000] ?? disconnectReason(code ?? 1000);
      const text = reason === undefined || reason.length === 0 ? fallback : reason;
      close(code, text);
    };
  }

  send(messages: readonly string[]): void {
    if (this.socket.readyState !== WebSocket.OPEN) {
      return;
    }
    this.socket.send(messages.join('\n'));
  }

  close(code: number, reason: string): Promise<void> {
    const socket = this.socket;
    if (socket.readyState === WebSocket.OPEN) {
      socket.close(code, reason);
    }
    if (socket.readyState !== WebSocket.CLOSED) {
      const timer = setTimeout(() => socket.terminate(), this.closeTimeoutMs);
      void this.closed.then(() => clearTimeout(timer));
    }
    return this.closed;
  }

  /** Terminates at once, without a closing handshake. */
  terminate(): void {
    this.socket.terminate();
  }

  bufferedBytes(): number {
    return this.socket.bufferedAmount;
  }
}
