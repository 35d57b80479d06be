import { renewalItem, renewalParams, renewalsQuery, renewalsResponse, renewBody } from '@app/shared/renewals';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth';
import { clientOf } from '../auth/auth.client';
import { RENEWALS_JOB, runRenewals } from './renewals.job';
import { listMembershipRenewals, renewMembership } from './renewals.service';

/**
 * Admin > Renewals (docs/architecture.md 14.5, 15.1): manage_group for one's own group; manage_groups,
 * which counts only for administrators, for any group (renewals.scope.ts).
 */
const renewalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['renewals'];
  const gate = app.requirePermission(['manage_group', 'manage_groups']);

  app.get(
    '/api/admin/renewals',
    { schema: { tags, querystring: renewalsQuery, response: { 200: renewalsResponse } }, preHandler: gate },
    async (request) => listMembershipRenewals(app, authOf(request), request.query),
  );

  app.post(
    '/api/admin/renewals/:userId',
    {
      schema: { tags, params: renewalParams, body: renewBody, response: { 200: renewalItem } },
      preHandler: gate,
    },
    async (request) =>
      renewMembership(app, authOf(request), request.params.userId, request.body.years, clientOf(request)),
  );
};

/** The renewals routes and the daily job (reminders 30 and 7 days before, lapsing 30 days after). */
export const renewalsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(renewalsRoutes);
    app.dailyJobs.register({
      name: RENEWALS_JOB,
      run: async (instance, now) => {
        await runRenewals(instance, now);
      },
    });
  },
  { name: 'renewals', dependencies: ['daily-jobs'] },
);
