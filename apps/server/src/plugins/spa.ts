import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type ApiErrorBody, ErrorType } from '@app/shared/errors';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { readRoutePages, routePageMatcher } from './route-pages';

const DEFAULT_DIST = fileURLToPath(new URL('../../../web/dist/', import.meta.url));
const BACKEND_PREFIXES = ['/api/', '/api?', '/connection/', '/emulation'];

/** Vite puts every hashed file (JS, CSS, fonts) under assets/; nothing else there. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** index.html and the unhashed public files: revalidated on every use, so a deploy shows at once. */
export const REVALIDATE_CACHE = 'no-cache';

/**
 * Fresh visits to these paths get login.html: the sign-in screen without the router and the rest
 * of the app, which load once signed in (docs/architecture.md 10: 110 kB on /login).
 */
const LIGHT_LOGIN_PATHS = new Set(['login', 'register']);
/** `/` moves on to /home at once: it gets home's page. */
const HOME_PATH = '/home';

/**
 * The build's HTML page for a client-side route (its path without the leading slash): login.html
 * for a fresh sign-in, else the route's own page, which preloads its code (apps/web/vite/
 * route-pages.ts), else index.html.
 */
function pageFor(
  rel: string,
  lightLogin: boolean,
  routePage: (pathname: string) => string | undefined,
): string {
  if (lightLogin && LIGHT_LOGIN_PATHS.has(rel)) {
    return 'login.html';
  }
  return routePage(rel === '' ? HOME_PATH : `/${rel}`) ?? 'index.html';
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated,
 * and any other GET answers the route's page (or index.html) so client-side routes survive a reload.
 * The build writes `.br` and `.gz` beside each text file; they are sent to clients that accept
 * them, with `content-encoding` and `vary: accept-encoding`; others get the plain file.
 * Unknown /api paths answer 404 JSON.
 */
export const spaPlugin = fp(
  async (app: FastifyInstance, opts: { distDir?: string }) => {
    const dist = opts.distDir ?? DEFAULT_DIST;
    const hasSpa = existsSync(`${dist}/index.html`);
    const lightLogin = existsSync(`${dist}/login.html`);
    const routePage = routePageMatcher(hasSpa ? readRoutePages(dist) : []);
    if (hasSpa) {
      await app.register(fastifyStatic, {
        root: dist,
        wildcard: false,
        index: false,
        preCompressed: true,
        setHeaders: (reply, path) => {
          reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const path = request.url;
      const isBackend = path === '/api' || BACKEND_PREFIXES.some((p) => path.startsWith(p));
      if (hasSpa && !isBackend && (request.method === 'GET' || request.method === 'HEAD')) {
        const rel = decodeURIComponent(path.split('?')[0] ?? '/').replace(/^\/+/, '');
        if (rel && !rel.endsWith('/') && existsSync(`${dist}/${rel}`) && !rel.includes('..')) {
          return reply.sendFile(rel);
        }
        if (rel.startsWith('assets/')) {
          return reply.code(404).type('text/plain').send('Not found');
        }
        return reply.header('cache-control', REVALIDATE_CACHE).sendFile(pageFor(rel, lightLogin, routePage));
      }
      return reply.code(404).send({
        type: ErrorType.NOT_FOUND,
        message: `Route ${request.method} ${path.split('?')[0]} not found`,
      } satisfies ApiErrorBody);
    });
  },
  { name: 'spa' },
);
