import { readFileSync } from 'node:fs';
import type { SqlRunner } from './client';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
/** Any constant works; it only has to be the same on every node. */
const MIGRATION_LOCK_ID = 724_613_901;

interface Journal {
  entries: { idx: number; tag: string }[];
}

/**
 * Applies the committed SQL migrations that are not applied yet, each in its own transaction,
 * under a session advisory lock so that two nodes starting at once do not race.
 */
export async function runMigrations(sql: SqlRunner): Promise<string[]> {
  const journal = JSON.parse(readFileSync(new URL('meta/_journal.json', MIGRATIONS_DIR), 'utf8')) as Journal;
  return sql.withConnection(async (run) => {
    await run('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await run(
        'create table if not exists app_migrations (tag text primary key, applied_at timestamptz not null default now())',
      );
      const done = new Set(
        (await run<{ tag: string }>('select tag from app_migrations')).rows.map((r) => r.tag),
      );
      const applied: string[] = [];
      for (const entry of [...journal.entries].sort((a, b) => a.idx - b.idx)) {
        if (done.has(entry.tag)) {
          continue;
        }
        const text = readFileSync(new URL(`${entry.tag}.sql`, MIGRATIONS_DIR), 'utf8');
        const statements = text
          .split('--> statement-breakpoint')
          .map((s) => s.trim())
          .filter(Boolean)
          // drizzle-kit qualifies references with "public"; the search_path decides the schema instead.
          .map((s) => s.replaceAll('"public".', ''));
        await run('begin');
        try {
          for (const statement of statements) {
            await run(statement);
          }
          await run('insert into app_migrations (tag) values ($1)', [entry.tag]);
          await run('commit');
        } catch (err) {
          await run('rollback');
          throw err;
        }
        applied.push(entry.tag);
      }
      return applied;
    } finally {
      await run('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  });
}
