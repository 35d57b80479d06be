import type { AddressInfo, Server, Socket } from 'node:net';
import { createServer, connect as netConnect } from 'node:net';

interface Pair {
  readonly client: Socket;
  readonly upstream: Socket;
  frozen: boolean;
}

/** A TCP proxy that can stop forwarding server data on its current connections (a network stall). */
export class TcpProxy {
  port = 0;
  private readonly pairs = new Set<Pair>();
  private readonly server: Server;

  private constructor(private targetPort: number) {
    this.server = createServer((client) => this.accept(client));
  }

  static async start(targetPort: number): Promise<TcpProxy> {
    const proxy = new TcpProxy(targetPort);
    await new Promise<void>((resolve) => proxy.server.listen(0, '127.0.0.1', resolve));
    proxy.port = (proxy.server.address() as AddressInfo).port;
    return proxy;
  }

  private accept(client: Socket): void {
    const upstream = netConnect({ port: this.targetPort, host: '127.0.0.1' });
    const pair: Pair = { client, upstream, frozen: false };
    this.pairs.add(pair);
    client.on('data', (data) => upstream.write(data));
    upstream.on('data', (data) => {
      if (!pair.frozen) {
        client.write(data);
      }
    });
    const close = (): void => {
      this.pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) {
      socket.on('close', close);
      socket.on('error', close);
    }
  }

  /** New connections go to another port; open ones stay where they are. */
  retarget(port: number): void {
    this.targetPort = port;
  }

  /** Drops everything the server sends on the connections open now. */
  freeze(): void {
    for (const pair of this.pairs) {
      pair.frozen = true;
    }
  }

  async close(): Promise<void> {
    for (const pair of this.pairs) {
      pair.client.destroy();
      pair.upstream.destroy();
    }
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
