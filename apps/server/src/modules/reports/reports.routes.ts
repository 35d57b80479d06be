import { auditListQuery, auditListResponse } from '@app/shared/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth';
import { auditLogCsv, listAuditLog } from './reports.audit.service';
import { sendCsv } from './reports.csv';

/** Admin > Reports (ARCHITECTURE 14.5): the audit log as JSON or CSV. */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['reports'];

  app.get(
    '/api/admin/audit',
    {
      schema: {
        tags,
        querystring: auditListQuery,
        // JSON, or with format=csv a text/csv download (RFC 4180, UTF-8 with a byte-order mark).
        response: { 200: z.union([auditListResponse, z.string()]) },
      },
      preHandler: app.requirePermission('view_audit_logs'),
    },
    async (request, reply) => {
      const auth = authOf(request);
      if (request.query.format === 'csv') {
        const { fileName, csv } = await auditLogCsv(app, auth, request.query);
        return sendCsv(reply, fileName, csv);
      }
      return listAuditLog(app, auth, request.query);
    },
  );
};
