import type { Config } from '../config';
import { bootstrapStore, firstStartNotice, loadServerSecret } from './bootstrap';
import type { Store } from './client';
import { runMigrations } from './migrate';

export interface PrepareStoreOptions {
  /**
   * Receives the first start's notice (db/bootstrap.ts firstStartNotice) instead of `log`, so the
   * server can print it after it listens, as the last thing on screen.
   */
  onFirstStart?: (notice: string) => void;
}

/** Brings a store up to date (migrations, first-start bootstrap) and returns the shared signing secret. */
export async function prepareStore(
  store: Store,
  config: Config,
  log: (line: string) => void,
  options: PrepareStoreOptions = {},
): Promise<Uint8Array> {
  const applied = await runMigrations(store.sql);
  if (applied.length > 0) {
    log(`Applied migrations: ${applied.join(', ')}`);
  }
  const result = await bootstrapStore(store.db, {
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
    groupName: config.bootstrapGroupName,
    groupCode: config.bootstrapGroupCode,
  });
  if (result.created) {
    const notice = firstStartNotice(result, {
      groupName: config.bootstrapGroupName,
      publicUrl: config.publicUrl,
    });
    (options.onFirstStart ?? log)(notice);
  }
  return loadServerSecret(store.db);
}
