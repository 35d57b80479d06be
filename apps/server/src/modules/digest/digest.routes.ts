import {
  digestContent,
  digestRsvpBody,
  digestRsvpResponse,
  digestUnsubscribeQuery,
  digestUnsubscribeResponse,
} from '@app/shared/digest';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth';
import { DIGEST_JOB, runWeeklyDigest } from './digest.job';
import { previewDigest, rsvpByLink, unsubscribeByLink, unsubscribePage } from './digest.service';

const FORM = 'application/x-www-form-urlencoded';
const MULTIPART = 'multipart/form-data';
/** RFC 8058's body; the signed token in the URL is what counts, the body is not required. */
const oneClickForm = z.object({ 'List-Unsubscribe': z.literal('One-Click') });

/** The digest's mailed links: public (the signed token names the member), mail links' headers. */
const digestLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['digest'];
  // Form bodies (RFC 8058 one-click unsubscribe) for these routes only; the token is in the URL.
  app.addContentTypeParser([FORM, MULTIPART], { parseAs: 'string', bodyLimit: 16 * 1024 }, (_r, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.addHook('onSend', async (_request, reply) => {
    reply.header('referrer-policy', 'no-referrer').header('cache-control', 'no-store');
  });

  app.post(
    '/api/digest/rsvp',
    {
      schema: {
        tags,
        summary:
          "A digest's one-click RSVP link: records the answer (one use; 410 after the meeting started)",
        body: digestRsvpBody,
        response: { 200: digestRsvpResponse },
      },
    },
    async (request) => rsvpByLink(app, request.body.token),
  );

  app.post(
    '/api/digest/unsubscribe',
    {
      schema: {
        tags,
        summary: 'One-click unsubscribe from the weekly digest (List-Unsubscribe-Post, RFC 8058; no sign-in)',
        querystring: digestUnsubscribeQuery,
        consumes: [FORM, MULTIPART, 'application/json'],
        documentedBody: oneClickForm,
        response: { 200: digestUnsubscribeResponse },
      },
    },
    async (request) => unsubscribeByLink(app, request.query.token),
  );

  app.get(
    '/api/digest/unsubscribe',
    {
      schema: {
        tags,
        summary:
          'The unsubscribe link opened in a browser: redirects (302) to its confirmation page, changes nothing',
        querystring: digestUnsubscribeQuery,
      },
    },
    async (request, reply) => reply.redirect(unsubscribePage(app, request.query.token), 302),
  );
};

const digestMeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me/digest/preview',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['digest'],
        summary: 'The content of my next weekly digest, read now (what the mail is rendered from)',
        response: { 200: digestContent },
      },
    },
    async (request) => previewDigest(app, authOf(request)),
  );
};

/**
 * The weekly digest (docs/architecture.md 14.7): the preview, the mailed links, and the job, run at
 * every check of the daily jobs on every node (it claims its own work per member and week).
 */
export const digestPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(digestMeRoutes);
    await app.register(digestLinkRoutes);
    app.dailyJobs.register({
      name: DIGEST_JOB,
      everyCheck: true,
      run: async (instance, now) => {
        await runWeeklyDigest(instance, now);
      },
    });
  },
  { name: 'digest', dependencies: ['daily-jobs'] },
);
