import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { openStore, type Store } from '../db/client';
import { prepareStore } from '../db/prepare';
import type { RealtimePluginOptions } from '../realtime/realtime.plugin';
import { STORE_TEMPLATE_ENV } from './store-template';

export const TEST_ADMIN_PASSWORD = 'Admin-Passw0rd!';
export const TEST_GROUP_CODE = '123456';

export interface TestApp {
  app: FastifyInstance;
  store: Store;
  config: Config;
  close(): Promise<void>;
}

/** Which store this test run uses: PGlite by default, PostgreSQL in the `server-postgres` project. */
export function testStoreKind(): 'pglite' | 'postgres' {
  return process.env.TEST_STORE === 'postgres' ? 'postgres' : 'pglite';
}

/**
 * A fresh store (in-memory PGlite, or a new PostgreSQL schema dropped afterwards), migrated and
 * bootstrapped, with the app built on it for `inject()`.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: { store?: Store; realtime?: RealtimePluginOptions; distDir?: string } = {},
): Promise<TestApp> {
  const config = loadConfig({
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    BOOTSTRAP_GROUP_CODE: TEST_GROUP_CODE,
    PUBLIC_URL: 'http://chapter.test',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const { store, drop } = options.store
    ? { store: options.store, drop: async () => undefined }
    : await openTestStore();
  const secret = await prepareStore(store, config, () => undefined);
  const app = await buildApp({
    config,
    store,
    secret,
    closeStore: false,
    realtime: options.realtime ?? {},
    ...(options.distDir ? { distDir: options.distDir } : {}),
  });
  await app.ready();
  return {
    app,
    store,
    config,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

export async function openTestStore(): Promise<{ store: Store; drop: () => Promise<void> }> {
  if (testStoreKind() === 'pglite') {
    const templateFile = process.env[STORE_TEMPLATE_ENV];
    const store = await openStore({
      memory: true,
      ...(templateFile ? { template: new Blob([readFileSync(templateFile)]) } : {}),
    });
    return { store, drop: () => store.close() };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    throw new Error('TEST_STORE=postgres needs TEST_DATABASE_URL');
  }
  const schemaName = `test_${randomBytes(6).toString('hex')}`;
  const admin = await openStore({ databaseUrl: url, poolSize: 1, connectTimeoutMs: 5000 });
  await admin.sql.query(`create schema ${schemaName}`);
  const store = await openStore({
    databaseUrl: url,
    searchPath: schemaName,
    poolSize: 10,
    connectTimeoutMs: 5000,
  });
  return {
    store,
    drop: async () => {
      await store.close();
      await admin.sql.query(`drop schema ${schemaName} cascade`);
      await admin.close();
    },
  };
}
