import type { Config } from '../config';
import { bootstrapStore, loadServerSecret } from './bootstrap';
import type { Store } from './client';
import { runMigrations } from './migrate';

/** Brings a store up to date (migrations, first-start bootstrap) and returns the shared signing secret. */
export async function prepareStore(
  store: Store,
  config: Config,
  log: (line: string) => void,
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
    log('First start: created the default roles, the first group and the first administrator.');
    log(`  Group "${config.bootstrapGroupName}" join code: ${result.groupCode}`);
    log(`  Administrator: ${result.adminEmail}`);
    if (result.generatedPassword) {
      log(`  Generated administrator password (shown once): ${result.generatedPassword}`);
    }
  }
  return loadServerSecret(store.db);
}
