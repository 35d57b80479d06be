// Test support: opens a store and writes rows until it is killed (see db/store-durability.test.ts).
import { sql } from 'drizzle-orm';
import { openStore } from '../db/client';
import { runMigrations } from '../db/migrate';

const store = await openStore({ dataDir: process.argv[2] });
await runMigrations(store.sql);
process.stdout.write('ready\n');
for (let i = 0; ; i++) {
  await store.db.transaction(async (tx) => {
    await tx.execute(sql`insert into app_meta (key, value) values (${`row-${i}`}, ${'x'.repeat(2000)})`);
    await tx.execute(
      sql`insert into audit_log (action, data) values ('write-loop', ${JSON.stringify({ i })}::jsonb)`,
    );
  });
}
