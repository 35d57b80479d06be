import type { Server } from 'node:http';
import type { RawData, WebSocket } from 'ws';
import { WebSocketServer } from 'ws';
import type { Contender } from './server-contender.ts';
import type { NewsPayload, ServerConfig } from './shared.ts';
import { verifyToken } from './tokens.ts';

// The baseline: plain `ws` with the least a real server needs (token check at upgrade, channel
// sets, heartbeat pings as in the ws README). Client frames: {"id":n,"subscribe":[channels]};
// server frames: {"id":n,"subscribed":[...]} and {"channel":c,"data":d}.

interface Peer {
  readonly socket: WebSocket;
  readonly userId: string;
  readonly channels: string[];
  alive: boolean;
}

function text(data: RawData): string {
  return Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data as Buffer).toString();
}

export async function createBareWs(http: Server, config: ServerConfig): Promise<Contender> {
  const wss = new WebSocketServer({
    noServer: true,
    perMessageDeflate: false,
    clientTracking: false,
    maxPayload: 65536,
  });
  const peers = new Set<Peer>();
  const channels = new Map<string, Set<WebSocket>>();

  const subscribe = (peer: Peer, channel: string): boolean => {
    if (channel.startsWith('inbox:') && channel !== `inbox:${peer.userId}`) {
      return false;
    }
    let members = channels.get(channel);
    if (members === undefined) {
      members = new Set();
      channels.set(channel, members);
    }
    members.add(peer.socket);
    peer.channels.push(channel);
    return true;
  };

  const remove = (peer: Peer): void => {
    peers.delete(peer);
    for (const channel of peer.channels) {
      const members = channels.get(channel);
      members?.delete(peer.socket);
      if (members?.size === 0) {
        channels.delete(channel);
      }
    }
  };

  http.on('upgrade', (request, socket, head) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== '/ws') {
      socket.destroy();
      return;
    }
    const claims = verifyToken(url.searchParams.get('token') ?? '');
    if (claims === null) {
      socket.end('HTTP/1.1 401 Unauthorized\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      const peer: Peer = { socket: ws, userId: claims.sub, channels: [], alive: true };
      peers.add(peer);
      ws.on('pong', () => {
        peer.alive = true;
      });
      ws.on('message', (data) => {
        let command: { id?: unknown; subscribe?: unknown };
        try {
          command = JSON.parse(text(data)) as typeof command;
        } catch {
          ws.close(1003, 'bad request');
          return;
        }
        const wanted = Array.isArray(command.subscribe) ? command.subscribe : [];
        const subscribed = wanted.filter((channel): channel is string => {
          return typeof channel === 'string' && subscribe(peer, channel);
        });
        ws.send(JSON.stringify({ id: command.id, subscribed }));
      });
      ws.on('close', () => remove(peer));
      ws.on('error', () => undefined);
    });
  });

  const heartbeat = setInterval(() => {
    for (const peer of peers) {
      if (!peer.alive) {
        peer.socket.terminate();
        continue;
      }
      peer.alive = false;
      peer.socket.ping();
    }
  }, config.pingIntervalMs);

  return {
    publish(channel: string, data: NewsPayload) {
      const members = channels.get(channel);
      if (members === undefined) {
        return;
      }
      const message = JSON.stringify({ channel, data });
      for (const socket of members) {
        socket.send(message);
      }
    },
    connectionCount: () => peers.size,
    async close() {
      clearInterval(heartbeat);
      for (const peer of peers) {
        peer.socket.terminate();
      }
      wss.close();
    },
  };
}
