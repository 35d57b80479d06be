import { accessSync, constants, mkdirSync } from 'node:fs';
import { hostname } from 'node:os';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type Schema, schema } from './schema';
import { acquireStoreLock, type StoreLock, type StoreLockOwner } from './store-lock';

/**
 * Both stores are typed as node-postgres: their query builders are the same. Raw `execute` results
 * differ only in row counts, so use `.returning()` rather than `rowCount`.
 */
export type Db = NodePgDatabase<Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database handle or a transaction: repository functions accept either. */
export type DbOrTx = Db | Tx;

export interface SqlRunner {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs fn with one dedicated connection (for advisory locks and migrations). */
  withConnection<T>(fn: (run: SqlRunner['query']) => Promise<T>): Promise<T>;
}

export interface Store {
  kind: 'pglite' | 'postgres';
  db: Db;
  sql: SqlRunner;
  /** PGlite only: its data directory as a tarball (the `template` tests start from). */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

export class StoreError extends Error {}

/** The embedded store's DATA_DIR is open in another running process (db/store-lock.ts). */
export class StoreInUseError extends StoreError {
  constructor(
    readonly dir: string,
    readonly owner: StoreLockOwner,
    readonly lockPath: string,
  ) {
    const where = owner.host === hostname() ? `pid ${owner.pid}` : `pid ${owner.pid} on ${owner.host}`;
    super(
      `The embedded store in "${dir}" is in use by ${owner.holder} (${where}); stop it first (or, if no such process runs, delete ${lockPath}).`,
    );
  }
}

export interface StoreOptions {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** In-memory PGlite (tests). */
  memory?: boolean;
  /**
   * In-memory PGlite only: start from this data directory (a `dump()` tarball) instead of an empty
   * one. Tests start from a migrated copy: 0.7 s instead of 3 s for initdb and the migrations.
   */
  template?: Blob;
  /** PostgreSQL schema to use as search_path (tests use a fresh one per run). */
  searchPath?: string;
  poolSize?: number;
  connectTimeoutMs?: number;
  log?: (line: string) => void;
  /** Who opens the embedded store, named to a second opener it refuses ("the server"). */
  holder?: string;
}

export async function openStore(options: StoreOptions): Promise<Store> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options);
}

async function openPglite(options: StoreOptions): Promise<Store> {
  let dir: string | undefined;
  if (!options.memory) {
    dir = resolve(options.dataDir ?? './data');
    try {
      mkdirSync(dir, { recursive: true });
      accessSync(dir, constants.W_OK);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      throw new StoreError(`DATA_DIR "${dir}" is not a writable directory (${reason})`);
    }
  }
  let lock: StoreLock | undefined;
  if (dir) {
    const taken = acquireStoreLock(dir, options.holder ?? 'another process');
    if ('owner' in taken) {
      throw new StoreInUseError(dir, taken.owner, taken.path);
    }
    lock = taken.lock;
  }
  // pg_trgm: the people search's trigram indexes (migration 0012); a store that has them needs it loaded.
  const extensions = { pg_trgm };
  const client = dir
    ? new PGlite(dir, { extensions })
    : new PGlite({ extensions, ...(options.template ? { loadDataDir: options.template } : {}) });
  try {
    await client.waitReady;
  } catch (err) {
    lock?.release();
    const reason = err instanceof Error ? err.message : String(err);
    throw new StoreError(`Could not open the embedded store in "${dir ?? 'memory'}": ${reason}`);
  }
  const query: SqlRunner['query'] = async <T>(text: string, params?: unknown[]) => {
    const result = await client.query<T>(text, params as never[]);
    return { rows: result.rows };
  };
  return {
    kind: 'pglite',
    db: drizzlePglite(client, { schema }) as unknown as Db,
    sql: { query, withConnection: (fn) => fn(query) },
    dump: () => client.dumpDataDir('none'),
    close: async () => {
      if (!client.closed) {
        await client.close();
      }
      lock?.release();
    },
  };
}

async function openPostgres(url: string, options: StoreOptions): Promise<Store> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 20,
    connectionTimeoutMillis: 5000,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  pool.on('error', (err) => options.log?.(`PostgreSQL pool error: ${err.message}`));
  const deadline = Date.now() + (options.connectTimeoutMs ?? 30_000);
  let delay = 250;
  for (;;) {
    try {
      const c = await pool.connect();
      c.release();
      break;
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      if (Date.now() + delay > deadline) {
        await pool.end().catch(() => undefined);
        throw new StoreError(`Cannot reach PostgreSQL at DATABASE_URL (${redact(url)}): ${reason}`);
      }
      options.log?.(`PostgreSQL not reachable yet (${reason}); retrying in ${delay} ms`);
      await sleep(delay);
      delay = Math.min(delay * 2, 4000);
    }
  }
  const query: SqlRunner['query'] = async <T>(text: string, params?: unknown[]) => {
    const result = await pool.query(text, params);
    return { rows: result.rows as T[] };
  };
  return {
    kind: 'postgres',
    db: drizzlePg(pool, { schema }) as unknown as Db,
    sql: {
      query,
      withConnection: async (fn) => {
        const c = await pool.connect();
        try {
          return await fn(async <T>(text: string, params?: unknown[]) => {
            const r = await c.query(text, params);
            return { rows: r.rows as T[] };
          });
        } finally {
          c.release();
        }
      },
    },
    close: () => pool.end(),
  };
}

function redact(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]+@/, '//$1:***@');
}
