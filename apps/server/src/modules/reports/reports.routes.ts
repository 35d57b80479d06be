import {
  activityReportQuery,
  activityReportResponse,
  dashboardQuery,
  dashboardResponse,
  palmsQuery,
  palmsResponse,
} from '@app/shared/leadership-reports';
import { auditListQuery, auditListResponse } from '@app/shared/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth';
import { activityCsv, activityReport } from './reports.activity.service';
import { auditLogCsv, listAuditLog } from './reports.audit.service';
import { sendCsv } from './reports.csv';
import { dashboard } from './reports.dashboard.service';
import { palmsCsv, palmsReport } from './reports.palms.service';

/** Admin > Reports and Dashboard (docs/architecture.md 14.5): audit log, PALMS and activity reports (JSON or CSV), dashboard. */
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

  const reportReaders = app.requirePermission(['view_audit_logs', 'manage_groups']);

  app.get(
    '/api/admin/reports/palms',
    {
      schema: { tags, querystring: palmsQuery, response: { 200: z.union([palmsResponse, z.string()]) } },
      preHandler: reportReaders,
    },
    async (request, reply) => {
      const report = await palmsReport(app, authOf(request), request.query);
      if (request.query.format === 'csv') {
        const { fileName, csv } = palmsCsv(report);
        return sendCsv(reply, fileName, csv);
      }
      return report;
    },
  );

  app.get(
    '/api/admin/reports/activity',
    {
      schema: {
        tags,
        querystring: activityReportQuery,
        response: { 200: z.union([activityReportResponse, z.string()]) },
      },
      preHandler: reportReaders,
    },
    async (request, reply) => {
      const report = await activityReport(app, authOf(request), request.query);
      if (request.query.format === 'csv') {
        const { fileName, csv } = activityCsv(report);
        return sendCsv(reply, fileName, csv);
      }
      return report;
    },
  );

  app.get(
    '/api/admin/dashboard',
    {
      schema: { tags, querystring: dashboardQuery, response: { 200: dashboardResponse } },
      // With view_activity, also an admin permission: the admin-area gate and mayReadDashboard.
      preHandler: app.requirePermission(['view_audit_logs', 'view_activity']),
    },
    async (request) => dashboard(app, authOf(request), request.query),
  );
};
