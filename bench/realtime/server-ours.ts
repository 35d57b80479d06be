import type { Server } from 'node:http';
import { ErrorCode } from '@app/realtime/codes';
import { RealtimeError } from '@app/realtime/errors';
import { createMemoryBroker } from '@app/realtime/memory-broker';
import { createRealtimeServer } from '@app/realtime/realtime-server';
import type { ChannelOptions } from '@app/realtime/server-options';
import type { Contender } from './server-contender.ts';
import type { NewsPayload, ServerConfig } from './shared.ts';
import { benchOrigin } from './shared.ts';
import { verifyToken } from './tokens.ts';

// Channel options as the app sets them (apps/server/src/realtime/channel-rules.ts, copied here so
// the bench does not load the app): inbox and conversation keep 200 publications for 1 h,
// conversations have presence and join/leave, news keeps 50 for a day.
function channelOptions(channel: string): ChannelOptions {
  if (channel.startsWith('inbox:')) {
    return { history: { size: 200, ttlMs: 60 * 60 * 1000 } };
  }
  if (channel.startsWith('conversation:')) {
    return { history: { size: 200, ttlMs: 60 * 60 * 1000 }, presence: true, joinLeave: true };
  }
  if (channel === 'news') {
    return { history: { size: 50, ttlMs: 24 * 60 * 60 * 1000 } };
  }
  return {};
}

/** Our server with the memory broker, hooks shaped like the app's (token check, personal channels). */
export async function createOurs(http: Server, config: ServerConfig): Promise<Contender> {
  const realtime = createRealtimeServer({
    broker: createMemoryBroker(),
    version: '3.0.16',
    allowedOrigins: [benchOrigin],
    pingIntervalMs: config.pingIntervalMs,
    async authenticate(ctx) {
      const claims = verifyToken(ctx.token);
      if (claims === null) {
        throw new RealtimeError(ErrorCode.Unauthorized);
      }
      return { userId: claims.sub, expiresAt: claims.exp, data: { version: '3.0.16' } };
    },
    async authorizeSubscribe(ctx) {
      if (ctx.channel.startsWith('inbox:') && ctx.channel !== `inbox:${ctx.userId}`) {
        throw new RealtimeError(ErrorCode.PermissionDenied);
      }
    },
    channelOptions,
  });
  await realtime.ready();
  http.on('upgrade', (request, socket, head) => {
    if (!realtime.handleUpgrade(request, socket, head)) {
      socket.destroy();
    }
  });
  return {
    async publish(channel: string, data: NewsPayload) {
      await realtime.publish(channel, data);
    },
    connectionCount: () => realtime.stats().connections,
    close: () => realtime.shutdown(),
  };
}
