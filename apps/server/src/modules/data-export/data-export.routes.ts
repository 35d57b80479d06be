import { dataExportDocument } from '@app/shared/data-export';
import { DATA_EXPORT_FILE_NAME } from '@app/shared/data-export-file';
import type { FastifyPluginAsync } from 'fastify';
import { authOf } from '../../plugins/auth';
import { streamExport } from './data-export.service';

/**
 * My own data, for me only: there is no way to ask for another user's export. A plain plugin: the
 * answer is a stream of JSON text (never serialized), its zod schema only documents it.
 */
export const dataExportRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/me/export',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['me'],
        summary: 'Everything the product holds about me, as one JSON document (streamed)',
        response: { 200: dataExportDocument },
      },
    },
    async (request, reply) => {
      const stream = await streamExport(app.store.db, authOf(request).userId);
      // The stream is JSON text already: it bypasses the response serializer.
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${DATA_EXPORT_FILE_NAME}"`)
        .send(stream);
    },
  );
};
