import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore } from '../db/client';
import { runMigrations } from '../db/migrate';

/** Where the server tests find the migrated PGlite data directory (see test-app.ts openTestStore). */
export const STORE_TEMPLATE_ENV = 'TEST_PGLITE_TEMPLATE';

/**
 * Vitest global setup of the `server` project: migrates one in-memory PGlite store and writes its
 * data directory to a file, once a run. Each test file's store starts as a copy of it instead of
 * running initdb and every migration again (about 2.5 s a file). Test workers are started after
 * this and inherit the variable.
 */
export default async function setup(): Promise<() => void> {
  const store = await openStore({ memory: true });
  try {
    await runMigrations(store.sql);
    const dump = await store.dump?.();
    if (!dump) {
      throw new Error('the embedded store cannot dump its data directory');
    }
    const file = join(tmpdir(), `store-template-${process.pid}-${Date.now()}.tar`);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    process.env[STORE_TEMPLATE_ENV] = file;
    return () => rmSync(file, { force: true });
  } finally {
    await store.close();
  }
}
