import { DisconnectCode, ErrorCode } from '@app/realtime/codes';
import { DisconnectError, RealtimeError } from '@app/realtime/errors';
import { createMemoryBroker } from '@app/realtime/memory-broker';
import { createRealtimeServer, type RealtimeServer } from '@app/realtime/realtime-server';
import { createRedisBroker } from '@app/realtime/redis-broker';
import { channels, parseChannel, SESSION_ENDED_CLOSE } from '@app/shared/channels';
import { typingEvent } from '@app/shared/realtime';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findPrincipal, touchSession } from '../modules/auth/auth.principal';
import { sessionRefusal } from '../modules/auth/auth.session-state';
import { verifyAccessToken } from '../modules/auth/auth.tokens';
import { channelOptionsFor, maySubscribe } from './channel-rules';
import type { RealtimePublisher } from './publisher';
import { findUserName, isConversationParticipant } from './realtime.repo';
import { claimedPermissions, sessionUpdateSince } from './session-check';

declare module 'fastify' {
  interface FastifyInstance {
    realtimeServer: RealtimeServer;
  }
}

export interface RealtimePluginOptions {
  /** Test hooks: shorter ping/grace values. */
  pingIntervalMs?: number;
  pongTimeoutMs?: number;
  allowedOrigins?: string[];
  /** Redis key prefix (tests give every run its own). */
  redisPrefix?: string;
}

/**
 * Wires packages/realtime into the app: JWT authentication on connect, the channel rules of
 * docs/architecture.md 7, checked typing publishes, and the publisher the services call.
 */
export const realtimePlugin = fp(
  async (app: FastifyInstance, opts: RealtimePluginOptions) => {
    const { config } = app;
    const broker = config.redisUrl
      ? createRedisBroker({
          url: config.redisUrl,
          prefix: opts.redisPrefix ?? 'chapter:rt',
          onError: (err) => app.log.warn({ err }, 'realtime redis error'),
        })
      : createMemoryBroker();
    /**
     * Which sign-in session each connection of this node belongs to, and the permissions its token
     * carries (the last refreshed one).
     */
    const liveSessions = new Map<string, { userId: number; sessionId: number; permissions: string[] }>();
    const allowed = opts.allowedOrigins ?? [new URL(config.publicUrl).origin];

    const server = createRealtimeServer({
      broker,
      version: config.appVersion,
      logger: app.log,
      ...(opts.pingIntervalMs ? { pingIntervalMs: opts.pingIntervalMs } : {}),
      ...(opts.pongTimeoutMs ? { pongTimeoutMs: opts.pongTimeoutMs } : {}),
      // Same-origin pages always pass; PUBLIC_URL's origin too (behind a proxy); localhost pages
      // (the Vite dev server) only outside production.
      allowedOrigins: (origin) => allowed.includes(origin) || (!config.production && isLoopback(origin)),
      authenticate: async ({ token, client }) => {
        const checked = await checkToken(app, token);
        const name = (await findUserName(app.store.db, checked.id)) ?? 'Unknown User';
        liveSessions.set(client, {
          userId: checked.id,
          sessionId: checked.sid,
          permissions: checked.permissions,
        });
        return {
          userId: String(checked.id),
          expiresAt: checked.exp * 1000,
          info: { name },
          data: { version: config.appVersion },
        };
      },
      refresh: async ({ token, userId, client }) => {
        const checked = await checkToken(app, token);
        if (String(checked.id) !== userId) {
          throw new DisconnectError(DisconnectCode.InvalidToken, 'invalid token');
        }
        const live = liveSessions.get(client);
        if (live) {
          live.permissions = checked.permissions;
        }
        return { expiresAt: checked.exp * 1000 };
      },
      authorizeSubscribe: async ({ client, userId, channel, data }) => {
        if (!(await maySubscribe(app.store.db, Number(userId), channel))) {
          throw new RealtimeError(ErrorCode.PermissionDenied);
        }
        const live = liveSessions.get(client);
        if (parseChannel(channel)?.kind !== 'inbox' || !live) {
          return undefined;
        }
        // Computed once the subscription hears the channel: a change committed after this read
        // publishes its own session_update, which this subscription then receives.
        const claimed = claimedPermissions(data) ?? live.permissions;
        return { lateData: () => sessionUpdateSince(app.store.db, live, claimed) };
      },
      channelOptions: channelOptionsFor,
      onDisconnect: ({ client }) => {
        liveSessions.delete(client);
      },
      onPublish: async ({ userId, channel, data }) => {
        const parsed = parseChannel(channel);
        if (parsed?.kind !== 'typingConversation') {
          throw new RealtimeError(ErrorCode.PermissionDenied);
        }
        const event = typingEvent.safeParse(data);
        if (!event.success || event.data.userId !== Number(userId)) {
          throw new RealtimeError(ErrorCode.PermissionDenied);
        }
        if (!(await isConversationParticipant(app.store.db, parsed.id, Number(userId)))) {
          throw new RealtimeError(ErrorCode.PermissionDenied);
        }
        const userName = (await findUserName(app.store.db, Number(userId))) ?? 'Unknown User';
        return { data: { ...event.data, userName, conversationId: parsed.id } };
      },
    });
    app.decorate('realtimeServer', server);

    const publisher: RealtimePublisher = {
      publishToUser: async (userId, event) => {
        await server.publish(channels.inbox(userId), event);
      },
      publishToConversation: async (conversationId, event) => {
        await server.publish(channels.conversation(conversationId), event);
      },
      publishActivity: async (userId, side, event) => {
        await server.publish(
          side === 'given' ? channels.activityGiven(userId) : channels.activityReceived(userId),
          event,
        );
      },
      publishNews: async (event) => {
        // Group news on `news:{groupId}` (its members); announcements (no group) on `news`.
        await server.publish(
          event.groupId === null ? channels.news() : channels.groupNews(event.groupId),
          event,
        );
      },
      publishMeetings: async (groupId, event) => {
        await server.publish(channels.meetings(groupId), event);
      },
      publishGroupActivity: async (groupId, event) => {
        await server.publish(channels.groupActivity(groupId), event);
      },
      disconnectUser: async (userId) => {
        await server.disconnectUser(String(userId), SESSION_ENDED_CLOSE.code, SESSION_ENDED_CLOSE.reason);
      },
      unsubscribeUser: async (userId, channel) => {
        await server.unsubscribeUser(String(userId), channel);
      },
    };
    app.decorate('realtime', publisher);

    app.events.on('sessions-ended', ({ userId, sessionIds }) => {
      void endConnections(userId, sessionIds).catch((err: unknown) =>
        app.log.warn({ err }, 'realtime disconnect failed'),
      );
    });

    /**
     * Connections of ended sessions close with a terminal code. On this node they are known by
     * session; with several nodes, the user's other connections are asked to reconnect, and the
     * ended session's token is then refused (3500).
     */
    async function endConnections(userId: number, sessionIds: number[] | 'all'): Promise<void> {
      if (sessionIds === 'all') {
        await publisher.disconnectUser(userId);
        return;
      }
      const ended = new Set(sessionIds);
      for (const [client, live] of liveSessions) {
        if (live.userId === userId && ended.has(live.sessionId)) {
          await server.disconnectClient(client, SESSION_ENDED_CLOSE.code, SESSION_ENDED_CLOSE.reason);
        }
      }
      if (config.redisUrl) {
        await server.disconnectUser(String(userId), DisconnectCode.ForceReconnect, 'force reconnect');
      }
    }

    // HTTP-streaming, SSE and the emulation endpoint: raw bodies, handled by the realtime server.
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_req, body, done) => {
        done(null, body);
      });
      const paths = ['/connection/http_stream', '/connection/sse', '/emulation'];
      for (const url of paths) {
        scope.route({
          method: ['GET', 'POST', 'OPTIONS'],
          url,
          schema: { hide: true },
          handler: async (request, reply) => {
            reply.hijack();
            const body = Buffer.isBuffer(request.body) ? request.body : undefined;
            const handled = await server.handleHttp(request.raw, reply.raw, body);
            if (!handled && !reply.raw.headersSent) {
              reply.raw.writeHead(404, { 'content-type': 'application/json' });
              reply.raw.end(JSON.stringify({ type: 'NOT_FOUND', message: 'Not found' }));
            }
          },
        });
      }
    });

    app.server.on('upgrade', (request, socket, head) => {
      if (!server.handleUpgrade(request, socket, head)) {
        socket.destroy();
      }
    });

    app.addHook('onReady', async () => {
      await server.ready();
    });
    // Runs before the HTTP server stops accepting: clients get 3001 and move to another node.
    app.addHook('preClose', async () => {
      await server.shutdown();
    });
  },
  { name: 'realtime', dependencies: ['store', 'events'] },
);

async function checkToken(
  app: FastifyInstance,
  token: string,
): Promise<{ id: number; sid: number; exp: number; permissions: string[] }> {
  if (!token) {
    throw new DisconnectError(DisconnectCode.BadRequest, 'bad request');
  }
  const verified = await verifyAccessToken(app.tokenKeys, token);
  if (!verified.ok) {
    if (verified.reason === 'expired') {
      throw new RealtimeError(ErrorCode.TokenExpired);
    }
    throw new DisconnectError(DisconnectCode.InvalidToken, 'invalid token');
  }
  const principal = await findPrincipal(app.store.db, verified.claims.sid, verified.claims.sub);
  if (!principal || sessionRefusal(principal, Date.now()) !== null) {
    throw new DisconnectError(DisconnectCode.InvalidToken, 'invalid token');
  }
  // Until a temporary password is changed the account has no realtime: refused for good (terminal
  // code, no reconnect loop), without the 3500 that would make the web app drop the session.
  if (principal.mustChangePassword) {
    throw new DisconnectError(DisconnectCode.PermissionDenied, 'password change required');
  }
  await touchSession(app.store.db, verified.claims.sid);
  const { sub, sid, exp, permissions } = verified.claims;
  return { id: sub, sid, exp, permissions };
}

function isLoopback(origin: string): boolean {
  try {
    const host = new URL(origin).hostname;
    return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
  } catch {
    return false;
  }
}
