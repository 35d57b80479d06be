import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface RouteEntry {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after this plugin, one entry per method (the route-table test reads it). */
    routeList: readonly RouteEntry[];
  }
}

/**
 * Collects Fastify's own route list through its onRoute hook. Registered first, so no route can
 * be added without appearing here (and in the permission test that checks every route).
 */
export const routeListPlugin = fp(
  async (app: FastifyInstance) => {
    const routes: RouteEntry[] = [];
    app.decorate('routeList', routes);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        routes.push({ method, url: route.url });
      }
    });
  },
  { name: 'route-list' },
);
