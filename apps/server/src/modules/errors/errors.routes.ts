import { ERROR_REPORT_MAX_BYTES, errorReportBody, errorReportResponse } from '@app/shared/error-report';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perUserLimit } from '../../plugins/rate-limit-keys';
import { submitErrorReport } from './errors.service';

/**
 * Reports per window: per member when signed in (enough for a bad afternoon, too few to flood
 * support); per address otherwise, sized so a whole room behind one address can report a broken
 * sign-in page once or twice each.
 */
export const ERROR_REPORT_RATE = { perUser: 10, perAddress: 60, windowMs: 15 * 60_000 } as const;

export const errorsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The error card's report (docs/architecture.md 16.3); the bearer token is optional. */
  app.post(
    '/api/email/error-report',
    {
      bodyLimit: ERROR_REPORT_MAX_BYTES,
      config: perUserLimit(ERROR_REPORT_RATE, 'Too many error reports. Please try again later.'),
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
