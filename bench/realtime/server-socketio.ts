import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import type { Contender } from './server-contender.ts';
import type { NewsPayload, ServerConfig } from './shared.ts';
import { verifyToken } from './tokens.ts';

// Socket.IO with its defaults, the same token check (handshake auth) and rooms as channels.
// Clients emit 'subscribe' with a list of channels and an ack; publications are 'pub' events.
// The storm scenario turns on connection state recovery (Socket.IO's counterpart of recovery).

export async function createSocketIo(http: HttpServer, config: ServerConfig): Promise<Contender> {
  const io = new Server(http, {
    serveClient: false,
    pingInterval: config.pingIntervalMs,
    maxHttpBufferSize: 65536,
    ...(config.recovery
      ? { connectionStateRecovery: { maxDisconnectionDuration: 2 * 60 * 1000, skipMiddlewares: true } }
      : {}),
  });
  io.use((socket, next) => {
    const auth = socket.handshake.auth as { token?: unknown };
    const claims = verifyToken(typeof auth.token === 'string' ? auth.token : '');
    if (claims === null) {
      next(new Error('unauthorized'));
      return;
    }
    socket.data.userId = claims.sub;
    next();
  });
  io.on('connection', (socket) => {
    socket.on('subscribe', (channels: unknown, ack: unknown) => {
      const userId = String(socket.data.userId);
      const subscribed: string[] = [];
      for (const channel of Array.isArray(channels) ? channels : []) {
        if (typeof channel !== 'string') {
          continue;
        }
        if (channel.startsWith('inbox:') && channel !== `inbox:${userId}`) {
          continue;
        }
        void socket.join(channel);
        subscribed.push(channel);
      }
      if (typeof ack === 'function') {
        ack(subscribed);
      }
    });
  });
  return {
    publish(channel: string, data: NewsPayload) {
      io.to(channel).emit('pub', data);
    },
    connectionCount: () => io.engine.clientsCount,
    async close() {
      await new Promise<void>((resolve) => {
        io.close(() => resolve());
      });
    },
  };
}
