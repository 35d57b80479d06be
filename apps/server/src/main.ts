import { symbols } from 'pino';
import { buildApp, LOG_REDACT, LOG_SERIALIZERS } from './app';
import { ConfigError, loadConfig } from './config';
import { openStore, StoreError } from './db/client';
import { prepareStore } from './db/prepare';
import { type OutboxWorker, startOutboxWorker } from './jobs/outbox-worker';

const SHUTDOWN_LIMIT_MS = 10_000;

/** A first start's join code and administrator sign-in, printed last (after listen) or on a failure. */
let firstStart: string | undefined;
function printFirstStart(out: { write(text: string): unknown } = process.stdout): void {
  if (firstStart) {
    out.write(`${firstStart}\n`);
    firstStart = undefined;
  }
}

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
    store = await openStore({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      log,
      holder: 'the server',
    });
    secret = await prepareStore(store, config, log, {
      onFirstStart: (notice) => {
        firstStart = notice;
      },
    });
  } catch (err) {
    if (err instanceof StoreError) {
      printFirstStart();
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }

  // On a terminal, pino-pretty formats the log lines in a worker thread.
  const pretty = !config.production && process.stdout.isTTY;
  const app = await buildApp({
    config,
    store,
    secret,
    closeStore: true,
    logger: {
      level: config.logLevel,
      redact: LOG_REDACT,
      serializers: LOG_SERIALIZERS,
      ...(pretty ? { transport: { target: 'pino-pretty' } } : {}),
    },
  });

  let outboxWorker: OutboxWorker | null = null;
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) {
      return;
    }
    stopping = true;
    printFirstStart();
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
  if (firstStart && pretty) {
    // Last on screen: after the lines the worker thread is still writing, and what the start-up
    // jobs log as they finish.
    await flushLog(app.log);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    printFirstStart();
  }
  // Otherwise through pino's own (asynchronous) stream: after every line logged before it.
  printFirstStart(logStream(app.log));
}

/** pino's flush: a transport's worker has then read every line (it may not have written them yet). */
async function flushLog(logger: object): Promise<void> {
  const { flush } = logger as { flush?: (done: (err?: Error) => void) => void };
  if (typeof flush === 'function') {
    await new Promise<void>((resolve) => flush.call(logger, () => resolve()));
  }
}

/** Where pino writes its lines, in order; stdout when there is no such stream. */
function logStream(logger: object): { write(text: string): unknown } {
  const stream = (logger as Record<symbol, unknown>)[symbols.streamSym];
  return typeof stream === 'object' &&
    stream !== null &&
    'write' in stream &&
    typeof stream.write === 'function'
    ? (stream as { write(text: string): unknown })
    : process.stdout;
}

main().catch((err: unknown) => {
  printFirstStart();
  process.stderr.write(`Fatal: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
