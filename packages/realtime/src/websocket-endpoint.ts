import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { RawData, WebSocket } from 'ws';
import { WebSocketServer } from 'ws';
import { ClientConnection } from './client-connection.ts';
import { isOriginAllowed } from './origin-policy.ts';
import type { ServerContext } from './server-context.ts';
import { WebSocketTransport } from './websocket-transport.ts';

const closeTimeoutMs = 5000;

function rawDataText(data: RawData): string {
  if (Array.isArray(data)) {
    return Buffer.concat(data).toString('utf8');
  }
  return Buffer.from(data instanceof ArrayBuffer ? new Uint8Array(data) : data).toString('utf8');
}

function refuse(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** Accepts WebSocket upgrades on the websocket path. */
export class WebSocketEndpoint {
  private readonly wss: WebSocketServer;

  constructor(private readonly server: ServerContext) {
    this.wss = new WebSocketServer({
      noServer: true,
      maxPayload: server.options.maxMessageSize,
      perMessageDeflate: false,
      clientTracking: false,
    });
  }

  /** False when the request is not for the websocket path. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer, shuttingDown: boolean): boolean {
    const path = (request.url ?? '/').split('?')[0];
    if (path !== this.server.options.paths.websocket) {
      return false;
    }
    // A listener made outside this scope, so the socket does not keep the upgrade request alive.
    socket.on('error', socketErrorLogger(this.server.logger));
    if (shuttingDown) {
      refuse(socket, '503 Service Unavailable');
      return true;
    }
    if (
      !isOriginAllowed(
        this.server.options.source.allowedOrigins,
        request.headers.origin,
        request.headers.host,
      )
    ) {
      refuse(socket, '403 Forbidden');
      return true;
    }
    this.wss.handleUpgrade(request, socket, head, (websocket) => this.open(websocket, request));
    return true;
  }

  private open(websocket: WebSocket, request: IncomingMessage): void {
    const transport = new WebSocketTransport(websocket, closeTimeoutMs);
    const remoteAddress = request.socket.remoteAddress ?? '';
    const connection = new ClientConnection(this.server, transport, remoteAddress, request.headers);
    websocket.on('message', (data) => connection.receive(rawDataText(data)));
    websocket.on('close', () => connection.transportClosed());
    websocket.on('error', (error) => {
      this.server.logger.debug({ err: error, client: connection.id }, 'websocket error');
    });
  }

  close(): void {
    this.wss.close();
  }
}

function socketErrorLogger(logger: { debug(object: Record<string, unknown>, message?: string): void }) {
  return (error: Error) => {
    logger.debug({ err: error }, 'websocket socket error');
  };
}
