import { ErrorType } from '@app/shared/errors';
import {
  type ImportKind,
  type ImportQuery,
  importItem,
  importParams,
  importQuery,
  importsListQuery,
  importsListResponse,
  membersImportReport,
  palmsImportReport,
} from '@app/shared/imports';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth';
import { clientOf } from '../auth/auth.client';
import { listImports, undoImport } from './imports.list';
import { ImportRejected } from './imports.report';
import { runImport } from './imports.service';
import { IMPORT_MULTIPART_LIMITS, readUpload } from './imports.upload';

/** A rejected apply: 400 with the same report as the dry run (`rows`, `summary`) beside the error. */
const rejectedReport = z
  .object({
    type: z.string(),
    message: z.string(),
    details: z.array(z.object({ field: z.string(), message: z.string() })),
  })
  .passthrough();

/** Switching in (docs/architecture.md 14.7): roster and PALMS history imports, their list and undo. */
export const importsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin, as the avatar upload's: one file of at most 5 MB and nothing else.
  await app.register(multipart, { limits: IMPORT_MULTIPART_LIMITS });
  const tags = ['imports'];

  /** Runs an import and answers its report; a refused apply answers 400 with the report beside the error. */
  const handle = async (
    kind: ImportKind,
    query: ImportQuery,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<FastifyReply> => {
    try {
      const report = await runImport(
        app,
        authOf(request),
        kind,
        { dryRun: query.dryRun, groupId: query.groupId, client: clientOf(request) },
        () => readUpload(request),
      );
      return reply.code(200).send(report);
    } catch (err) {
      if (err instanceof ImportRejected) {
        const { summary } = err.report;
        return reply.code(400).send({
          type: ErrorType.VALIDATION_ERROR,
          message: `Nothing was imported: ${summary.error} row${summary.error === 1 ? ' is' : 's are'} in error`,
          details: [{ field: 'file', message: err.message }],
          ...err.report,
        });
      }
      throw err;
    }
  };

  app.post(
    '/api/admin/imports/members',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        querystring: importQuery,
        response: { 200: membersImportReport, 400: rejectedReport },
      },
      preHandler: app.requirePermission('manage_members'),
    },
    async (request, reply) => handle('members', request.query, request, reply),
  );

  app.post(
    '/api/admin/imports/palms',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        querystring: importQuery,
        response: { 200: palmsImportReport, 400: rejectedReport },
      },
      preHandler: app.requirePermission('manage_group'),
    },
    async (request, reply) => handle('palms', request.query, request, reply),
  );

  app.get(
    '/api/admin/imports',
    {
      schema: { tags, querystring: importsListQuery, response: { 200: importsListResponse } },
      preHandler: app.requirePermission(['manage_members', 'manage_group']),
    },
    async (request) => listImports(app, authOf(request), request.query),
  );

  app.delete(
    '/api/admin/imports/:id',
    {
      schema: { tags, params: importParams, response: { 200: importItem } },
      preHandler: app.requirePermission('manage_group'),
    },
    async (request) => undoImport(app, authOf(request), request.params.id, clientOf(request)),
  );
};
