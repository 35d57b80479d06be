import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startSmsWorker } from '../../jobs/sms-worker';
import { smsRoutes } from './sms.routes';
import { smsWebhookRoutes } from './sms.webhooks.routes';

/**
 * Text messages: the leadership's calls, Twilio's webhooks, and the SMS worker, started once the
 * server listens (in-process tests never start it) when TWILIO_* are set.
 */
export const smsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(smsRoutes);
    await app.register(smsWebhookRoutes);
    let worker: ReturnType<typeof startSmsWorker> = null;
    app.addHook('onListen', async () => {
      worker ??= startSmsWorker(app);
    });
    app.addHook('onClose', async () => {
      await worker?.stop();
    });
  },
  { name: 'sms' },
);
