import { buildApp, LOG_REDACT, LOG_SERIALIZERS } from './app';
import { ConfigError, loadConfig } from './config';
import { openStore, StoreError } from './db/client';
import { prepareStore } from './db/prepare';
import { type OutboxWorker, startOutboxWorker } from './jobs/outbox-worker';

const SHUTDOWN_LIMIT_MS = 10_000;

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const log = (line: string) => process.stdout.write(`${line}\n`);
  let store: Awaited<ReturnType<typeof openStore>>;
  let secret: Uint8Array;
  try {
    store = await openStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log });
    secret = await prepareStore(store, config, log);
  } catch (err) {
    if (err instanceof StoreError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }

  const app = await buildApp({
    config,
    store,
    secret,
    closeStore: true,
    logger: {
      level: config.logLevel,
      redact: LOG_REDACT,
      serializers: LOG_SERIALIZERS,
      ...(config.production || !process.stdout.isTTY ? {} : { transport: { target: 'pino-pretty' } }),
    },
  });

  let outboxWorker: OutboxWorker | null = null;
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) {
      return;
    }
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    timer.unref();
    try {
      await outboxWorker?.stop();
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  outboxWorker = startOutboxWorker(app);
  app.dailyJobs.start();
  app.log.info(`Chapter ${config.appVersion} listening on ${config.publicUrl} (store: ${store.kind})`);
}

main().catch((err: unknown) => {
  process.stderr.write(`Fatal: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
