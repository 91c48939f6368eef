import { createHash, randomBytes } from 'node:crypto'
import { mkdirSync, openAsBlob, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { ensureDatabaseReady, migrateAndSeed } from '@/lib/db/bootstrap'
import { MIGRATIONS_DIR, openDatabase, type Db, type DbConnection } from '@/lib/db/client'

export type TestDriver = 'pglite' | 'postgres'

/** PGlite always; PostgreSQL as well when DATABASE_URL is set. Use with describe.each. */
export const testDrivers: TestDriver[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']

export interface TestDb {
  driver: TestDriver
  db: Db
  connection: DbConnection
  /** Runs the start-up step (migrations, then the seeds) again, as on a restart (idempotence tests). */
  migrate(): Promise<void>
  /** Closes the connection and, on PostgreSQL, drops the test's schema. */
  close(): Promise<void>
}

/** A fresh, migrated (and seeded) database of its own for one test or suite. */
export async function createTestDb(driver: TestDriver = 'pglite'): Promise<TestDb> {
  return driver === 'postgres' ? createPostgresTestDb() : createPgliteTestDb()
}

// Migrating an empty PGlite costs ~3 s; loading a dump of a migrated one under 1 s. The dump is kept on
// disk keyed by the migrations' and the seed's content, so every test file (and worker) after the first gets it.
const CACHE_DIR = path.join(process.cwd(), 'node_modules', '.cache', 'storefront-test-db')
let template: Promise<Blob> | null = null

function migrationsHash(): string {
  const hash = createHash('sha256')
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else hash.update(entry.name).update(readFileSync(full))
    }
  }
  // The start-up step also seeds, so the template is stale when it, the seeds or the flavour change.
  walk(MIGRATIONS_DIR)
  hash.update(readFileSync(path.join(process.cwd(), 'lib', 'db', 'bootstrap.ts')))
  walk(path.join(process.cwd(), 'lib', 'catalog', 'server', 'seed'))
  walk(path.join(process.cwd(), 'lib', 'stores', 'server', 'seed'))
  walk(path.join(process.cwd(), 'lib', 'orders', 'server', 'seed'))
  hash.update(process.env.SHOP_FLAVOUR ?? 'home')
  return hash.digest('hex').slice(0, 16)
}

async function buildTemplate(): Promise<Blob> {
  const file = path.join(CACHE_DIR, `pglite-${migrationsHash()}.tar`)
  try {
    return await openAsBlob(file)
  } catch {
    // Not cached yet: build it below.
  }
  const connection = await openDatabase({ driver: 'pglite', dataDir: 'memory://' })
  try {
    await ensureDatabaseReady(connection)
    if (connection.driver !== 'pglite') throw new Error('expected PGlite')
    const dump = await connection.client.dumpDataDir('none')
    mkdirSync(CACHE_DIR, { recursive: true })
    // Written aside and renamed: parallel workers never read half a file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()))
    renameSync(partial, file)
    return dump
  } finally {
    await connection.close()
  }
}

async function createPgliteTestDb(): Promise<TestDb> {
  template ??= buildTemplate()
  const connection = await openDatabase({
    driver: 'pglite',
    dataDir: 'memory://',
    loadDataDir: await template,
  })
  return {
    driver: 'pglite',
    db: connection.db,
    connection,
    migrate: () => migrateAndSeed(connection),
    close: () => connection.close(),
  }
}

async function createPostgresTestDb(): Promise<TestDb> {
  const url = process.env.DATABASE_URL
  if (!url) throw new Error('DATABASE_URL is not set')
  const schema = `test_${randomBytes(6).toString('hex')}`
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  await admin(`create schema "${schema}"`)
  const connection = await openDatabase({ driver: 'postgres', url, searchPath: schema, poolMax: 4 })
  try {
    // Drizzle's journal inside the schema too, so each test database migrates from scratch.
    await ensureDatabaseReady(connection, { migrationsSchema: schema })
  } catch (error) {
    await connection.close()
    await admin(`drop schema "${schema}" cascade`)
    throw error
  }
  return {
    driver: 'postgres',
    db: connection.db,
    connection,
    migrate: () => migrateAndSeed(connection, { migrationsSchema: schema }),
    close: async () => {
      await connection.close()
      await admin(`drop schema "${schema}" cascade`)
    },
  }
}
