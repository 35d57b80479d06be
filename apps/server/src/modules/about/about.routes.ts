import { changelogResponse } from '@app/shared/about';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadChangelog } from './about.service';

export const aboutRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Public: the update dialog may show it before the session is confirmed. */
  app.get(
    '/api/about/changelog',
    { schema: { tags: ['about'], response: { 200: changelogResponse } } },
    async () => ({ html: await loadChangelog(app.store.db) }),
  );
};
