import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Store } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    store: Store;
    config: Config;
  }
}

/** Makes the store and the configuration reachable from every route and service. */
export const storePlugin = fp(
  async (app: FastifyInstance, opts: { store: Store; config: Config; closeStore: boolean }) => {
    app.decorate('store', opts.store);
    app.decorate('config', opts.config);
    if (opts.closeStore) {
      app.addHook('onClose', async () => {
        await opts.store.close();
      });
    }
  },
  { name: 'store' },
);
