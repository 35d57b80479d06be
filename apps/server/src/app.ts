import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Config, fastifyTrustProxy } from './config';
import type { Store } from './db/client';
import { healthRoutes } from './modules/health/health.routes';
import { registerModules } from './modules/modules';
import { authPlugin } from './plugins/auth';
import { compressionPlugin } from './plugins/compression';
import { errorHandlerPlugin } from './plugins/error-handler';
import { eventsPlugin } from './plugins/events';
import { limitsPlugin } from './plugins/limits';
import { noStorePlugin } from './plugins/no-store';
import { openApiTransform } from './plugins/openapi-transform';
import { routeListPlugin } from './plugins/route-list';
import { spaPlugin } from './plugins/spa';
import { storePlugin } from './plugins/store';
import { routeValidatorCompiler } from './plugins/validator';
import { type RealtimePluginOptions, realtimePlugin } from './realtime/realtime.plugin';

export interface AppDeps {
  config: Config;
  store: Store;
  /** The shared signing secret (app_meta). */
  secret: Uint8Array;
  logger?: FastifyServerOptions['logger'];
  /** Close the store when the app closes (main does; tests that share a store do not). */
  closeStore?: boolean;
  distDir?: string;
  realtime?: RealtimePluginOptions;
}

/**
 * Request log lines without secrets: reset and invitation tokens, and the realtime SSE fallback's
 * connect command (`cf_connect=`, which carries the bearer token), are masked in URLs.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/api\/reset-password\/)[^/?#]+/, '$1[redacted]')
    .replace(/([?&](?:token|cf_connect)=)[^&#]*/gi, '$1[redacted]');
}

/** How a request appears in every log line (main.ts's logger uses it). */
export const LOG_SERIALIZERS = {
  req: (req: { method: string; url: string; ip?: string }) => ({
    method: req.method,
    url: redactUrl(req.url),
    remoteAddress: req.ip,
  }),
};

export const LOG_REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'body.password',
  'body.currentPassword',
  'body.newPassword',
  'body.token',
];

/** Builds the configured Fastify instance; main.ts listens, tests use inject(). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: 256 * 1024,
    // Only the configured proxies' X-Forwarded-For is believed (TRUST_PROXY), so limits see the client.
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    // A malformed URL or an unsupported content type still answers { type, message }.
    frameworkErrors: (error: Error, _request: FastifyRequest, reply: FastifyReply) => {
      void reply
        .code(400)
        .type('application/json')
        .send(JSON.stringify({ type: 'VALIDATION_ERROR', message: `Invalid request: ${error.message}` }));
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(routeValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // First of all: it lists every route registered after it (the route-table permission test).
  await app.register(routeListPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(eventsPlugin);
  await app.register(storePlugin, {
    store: deps.store,
    config: deps.config,
    closeStore: deps.closeStore ?? false,
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: deps.config.production,
  });
  // Before any route: it hooks every route registered after it (realtime paths excluded).
  await app.register(compressionPlugin);
  await app.register(limitsPlugin);
  await app.register(noStorePlugin);
  await app.register(swagger, {
    openapi: { info: { title: 'Chapter API', version: deps.config.appVersion } },
    transform: openApiTransform,
  });
  app.get('/api/docs/json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(authPlugin, { keys: { secret: deps.secret, version: deps.config.appVersion } });
  await app.register(realtimePlugin, deps.realtime ?? {});
  await app.register(healthRoutes);
  await registerModules(app);
  await app.register(spaPlugin, deps.distDir ? { distDir: deps.distDir } : {});
  return app;
}
