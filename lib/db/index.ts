import 'server-only'

/**
 * The process's one database connection, for server code (getDb): opened from the environment and made
 * ready (lib/db/bootstrap.ts) on first use.
 */
import { processSingleton } from '@/lib/cache/process-singleton'
import { databaseOptionsFromEnv, openDatabase, type Db, type DbConnection } from './client'

export type { Db, DbConnection } from './client'
export { isEmbeddedDb } from './client'

interface Holder {
  connection: Promise<DbConnection> | null
}

// One per process, not per bundle: Next bundles the route handlers and pages separately, but PGlite
// must be opened once per data directory.
const holder = () => processSingleton<Holder>('__storefrontDatabase', () => ({ connection: null }))

// Also the build's door: `next build` prerenders catalog pages but never calls instrumentation's
// register(), so the first use, not a start hook, makes the database ready.
async function connect(): Promise<DbConnection> {
  const connection = await openDatabase(databaseOptionsFromEnv(process.env))
  try {
    // Loaded lazily: only the bundle that opens the database evaluates the seed's large tables.
    await (await import('./bootstrap')).ensureDatabaseReady(connection)
  } catch (error) {
    await connection.close().catch(() => undefined)
    throw error
  }
  return connection
}

/**
 * The process-wide connection, opened and made ready (lib/db/bootstrap.ts: migrations, then the seeds) on
 * first use; concurrent first calls share one start.
 */
export function getConnection(): Promise<DbConnection> {
  const h = holder()
  if (!h.connection) {
    const started = connect()
    h.connection = started
    // A failed start is not cached: the next call tries again.
    started.catch(() => {
      if (h.connection === started) h.connection = null
    })
  }
  return h.connection
}

export async function getDb(): Promise<Db> {
  return (await getConnection()).db
}

/** Hands the process an already opened and ready connection (tests, scripts that own one). */
export function setConnection(connection: DbConnection | null): void {
  holder().connection = connection ? Promise.resolve(connection) : null
}

export async function closeDb(): Promise<void> {
  const h = holder()
  const current = h.connection
  h.connection = null
  if (current) await (await current).close()
}
