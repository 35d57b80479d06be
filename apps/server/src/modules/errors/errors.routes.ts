import { ERROR_REPORT_MAX_BYTES, errorReportBody, errorReportResponse } from '@app/shared/error-report';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { submitErrorReport } from './errors.service';

/** Reports per client address and window: enough for a bad afternoon, too few to flood support. */
export const ERROR_REPORT_RATE = { max: 10, timeWindow: '15 minutes' } as const;

export const errorsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The error card's report (spec section 3); the bearer token is optional. */
  app.post(
    '/api/email/error-report',
    {
      bodyLimit: ERROR_REPORT_MAX_BYTES,
      config: { rateLimit: ERROR_REPORT_RATE },
      schema: { tags: ['errors'], body: errorReportBody, response: { 200: errorReportResponse } },
    },
    async (request) => {
      const auth = await app.authenticateOptional(request);
      const reportId = await submitErrorReport(app.store.db, {
        report: request.body,
        auth,
        ip: request.ip ?? null,
        supportEmail: app.config.supportEmail,
      });
      return { reportId };
    },
  );
};
