import 'server-only'

/**
 * Opening the shop's database, PostgreSQL when DATABASE_URL is set and embedded PGlite otherwise, behind one
 * drizzle type (Db); and applying the migrations of lib/db/migrations.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type { Pool } from 'pg'
import * as schema from './schema'
import { processSingleton } from '@/lib/cache/process-singleton'
import { logFailure } from '@/lib/http/server/failure'

export type Schema = typeof schema
/** One drizzle type for both drivers: callers never care whether PGlite or PostgreSQL answers. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export type DbConnection =
  | { driver: 'pglite'; db: Db; client: PGlite; close(): Promise<void> }
  | { driver: 'postgres'; db: Db; pool: Pool; close(): Promise<void> }

export type OpenOptions =
  | {
      driver: 'pglite'
      /** A directory, or `memory://` for a throw-away database. */
      dataDir: string
      /** Start from a `dumpDataDir()` tarball instead of an empty cluster (fast test databases). */
      loadDataDir?: Blob
    }
  | { driver: 'postgres'; url: string; searchPath?: string; poolMax?: number }

export interface MigrateOptions {
  /** Where drizzle keeps its journal; tests give each schema its own. */
  migrationsSchema?: string
}

// Read at run time from the checkout: `next start` and the tests run in the repository root.
export const MIGRATIONS_DIR = path.join(process.cwd(), 'lib', 'db', 'migrations')
// Any fixed number: instances that start together take turns migrating.
const MIGRATION_LOCK_KEY = 4_210_517_022

type Env = Record<string, string | undefined>

/**
 * DATABASE_URL set → PostgreSQL (node-postgres Pool, size DB_POOL_MAX); otherwise embedded PGlite in
 * PGLITE_DIR (default `.data/pglite` under the working directory; `memory://` allowed).
 */
export function databaseOptionsFromEnv(env: Env, cwd: string = process.cwd()): OpenOptions {
  if (env.DATABASE_URL) {
    const poolMax = env.DB_POOL_MAX ? Number(env.DB_POOL_MAX) : undefined
    if (poolMax !== undefined && !(Number.isInteger(poolMax) && poolMax > 0)) {
      throw new Error(`DB_POOL_MAX must be a positive integer, got ${env.DB_POOL_MAX}`)
    }
    return { driver: 'postgres', url: env.DATABASE_URL, poolMax }
  }
  const dir = env.PGLITE_DIR || path.join('.data', 'pglite')
  return { driver: 'pglite', dataDir: dir.includes('://') ? dir : path.resolve(cwd, dir) }
}

export async function openDatabase(options: OpenOptions): Promise<DbConnection> {
  if (options.driver === 'postgres') {
    const [{ Pool }, { drizzle }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')])
    const pool = new Pool({
      connectionString: options.url,
      max: options.poolMax ?? 10,
      options: options.searchPath ? `-c search_path=${options.searchPath}` : undefined,
    })
    // An idle client losing its server must not crash the process; the next query reconnects.
    pool.on('error', (error) => logFailure('[db] idle PostgreSQL client failed', error))
    return { driver: 'postgres', db: drizzle(pool, { schema }), pool, close: () => pool.end() }
  }
  const [{ PGlite }, { drizzle }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
  ])
  if (!options.dataDir.includes('://')) mkdirSync(options.dataDir, { recursive: true })
  const client = await PGlite.create(options.dataDir, { loadDataDir: options.loadDataDir })
  const db = drizzle(client, { schema })
  embeddedDatabases().add(db)
  return { driver: 'pglite', db, client, close: () => client.close() }
}

// One per process like the connection (lib/db/index.ts): each bundle may hold its own copy of this module.
const embeddedDatabases = () => processSingleton('__storefrontEmbeddedDatabases', () => new WeakSet<Db>())

/**
 * True for an embedded PGlite database. PGlite runs inside this process and its data directory must
 * never be opened by a second one, so this process is its only reader and writer: a cache that every
 * write of this process keeps up to date is never stale.
 */
export function isEmbeddedDb(db: Db): boolean {
  return embeddedDatabases().has(db)
}

/**
 * Applies the migrations of lib/db/migrations (the redirect seed is one of them, so it runs once). The
 * catalog and store seeds are not migrations: lib/db/bootstrap.ts runs them after this.
 */
export async function migrateDatabase(connection: DbConnection, options: MigrateOptions = {}): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR, migrationsSchema: options.migrationsSchema }
  if (connection.driver === 'pglite') {
    const [{ drizzle }, { migrate }] = await Promise.all([
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ])
    await migrate(drizzle(connection.client, { schema }), config)
    return
  }
  const [{ drizzle }, { migrate }] = await Promise.all([
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ])
  const client = await connection.pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    try {
      await migrate(drizzle(client, { schema }), config)
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
    }
  } finally {
    client.release()
  }
}
