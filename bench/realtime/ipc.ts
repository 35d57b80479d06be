import type { ChildProcess } from 'node:child_process';

// Request/reply over the Node IPC channel between the orchestrator and its two child processes.

interface IpcRequest {
  kind: 'request';
  id: number;
  type: string;
  payload: unknown;
}

interface IpcReply {
  kind: 'reply';
  id: number;
  ok: boolean;
  result?: unknown;
  error?: string;
}

interface IpcEvent {
  kind: 'event';
  type: string;
  payload: unknown;
}

type IpcMessage = IpcRequest | IpcReply | IpcEvent;

export type RequestHandler = (payload: never) => unknown;

/** Child side: answers the parent's requests with the named handlers. */
export function serveParent(handlers: Record<string, RequestHandler>): void {
  const send = process.send?.bind(process);
  if (send === undefined) {
    throw new Error('this script runs as a child of bench/realtime/run.ts (it needs an IPC channel)');
  }
  process.on('message', (raw) => {
    const message = raw as IpcMessage;
    if (message.kind !== 'request') {
      return;
    }
    const handler = handlers[message.type];
    const reply = (body: Omit<IpcReply, 'kind' | 'id'>): void => {
      send({ kind: 'reply', id: message.id, ...body });
    };
    if (handler === undefined) {
      reply({ ok: false, error: `unknown request ${message.type}` });
      return;
    }
    Promise.resolve()
      .then(() => handler(message.payload as never))
      .then(
        (result) => reply({ ok: true, result }),
        (error: unknown) => reply({ ok: false, error: error instanceof Error ? error.stack : String(error) }),
      );
  });
  // The parent going away ends the child.
  process.on('disconnect', () => process.exit(0));
}

/** Child side: an unsolicited message (progress lines). */
export function emitToParent(type: string, payload: unknown): void {
  process.send?.({ kind: 'event', type, payload } satisfies IpcEvent);
}

/** Parent side of one child process. */
export class ChildPeer {
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (e: Error) => void }
  >();
  readonly exited: Promise<number | null>;
  readonly pid: number;

  constructor(
    readonly name: string,
    private readonly child: ChildProcess,
    onEvent: (type: string, payload: unknown) => void,
  ) {
    this.pid = child.pid ?? 0;
    child.on('message', (raw) => {
      const message = raw as IpcMessage;
      if (message.kind === 'event') {
        onEvent(message.type, message.payload);
        return;
      }
      if (message.kind !== 'reply') {
        return;
      }
      const waiter = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.ok) {
        waiter?.resolve(message.result);
      } else {
        waiter?.reject(new Error(`${name}: ${message.error}`));
      }
    });
    this.exited = new Promise((resolve) => {
      child.once('exit', (code) => {
        for (const waiter of this.pending.values()) {
          waiter.reject(new Error(`${name} exited (code ${code})`));
        }
        this.pending.clear();
        resolve(code);
      });
    });
  }

  request<T>(type: string, payload: unknown = {}): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: (value) => resolve(value as T), reject });
      this.child.send({ kind: 'request', id, type, payload } satisfies IpcRequest);
    });
  }

  /** Asks the child to exit; kills it if it does not within the grace period. */
  async stop(graceMs = 10_000): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) {
      return;
    }
    this.request('exit').catch(() => undefined);
    const timer = setTimeout(() => this.child.kill('SIGKILL'), graceMs);
    await this.exited;
    clearTimeout(timer);
  }
}
