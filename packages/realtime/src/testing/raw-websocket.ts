import WebSocket from 'ws';

export interface CloseInfo {
  code: number;
  reason: string;
}

type Message = Record<string, unknown>;

/** A plain `ws` client speaking the protocol by hand, to assert exact JSON. */
export class RawWebSocket {
  /** Every frame received, as text. */
  readonly frames: string[] = [];
  readonly closed: Promise<CloseInfo>;
  private readonly queue: Message[] = [];
  private readonly waiters: ((message: Message) => void)[] = [];

  private constructor(readonly socket: WebSocket) {
    this.closed = new Promise((resolve) => {
      socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
    });
    socket.on('message', (data) => {
      const text = data.toString();
      this.frames.push(text);
      for (const line of text.split('\n')) {
        const message = JSON.parse(line) as Message;
        const waiter = this.waiters.shift();
        if (waiter === undefined) {
          this.queue.push(message);
        } else {
          waiter(message);
        }
      }
    });
  }

  static open(url: string, headers: Record<string, string> = {}): Promise<RawWebSocket> {
    const socket = new WebSocket(url, { headers });
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new RawWebSocket(socket)));
      socket.once('error', reject);
    });
  }

  /** Sends commands (objects) joined by newlines in one frame, or a raw string. */
  send(...commands: (object | string)[]): void {
    this.socket.send(
      commands.map((command) => (typeof command === 'string' ? command : JSON.stringify(command))).join('\n'),
    );
  }

  next(timeoutMs = 3000): Promise<Message> {
    const queued = this.queue.shift();
    if (queued !== undefined) {
      return Promise.resolve(queued);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        reject(new Error('no message'));
      }, timeoutMs);
      const waiter = (message: Message): void => {
        clearTimeout(timer);
        resolve(message);
      };
      this.waiters.push(waiter);
    });
  }

  /** Sends a connect command and returns its reply. */
  async connect(params: object = {}, id = 1): Promise<Message> {
    this.send({ id, connect: params });
    return this.next();
  }

  close(): void {
    this.socket.terminate();
  }
}
