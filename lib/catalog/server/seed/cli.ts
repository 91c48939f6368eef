import 'server-only'

/**
 * The command line of scripts/seed-catalog.mjs:
 * `node scripts/seed-catalog.mjs [--count N] [--flavour home|baby|bm] [--seed TEXT] [--force]`
 * Opens the database of the environment (DATABASE_URL, else PGlite in PGLITE_DIR), makes it ready the
 * way a start does (lib/db/bootstrap.ts: migrations, then the default catalog and stores when empty) and,
 * with --count, replaces the catalog by one of N products unless it already holds N (--force replaces
 * it anyway, e.g. for another flavour).
 */
import { count } from 'drizzle-orm'
import { z } from 'zod'
import { FLAVOURS } from '@/lib/config/flavours'
import { ensureDatabaseReady } from '@/lib/db/bootstrap'
import { databaseOptionsFromEnv, openDatabase } from '@/lib/db/client'
import { products } from '@/lib/db/schema'
import { DEFAULT_SEED, replaceCatalog } from './index'

const argsSchema = z.object({
  count: z.coerce.number().int().positive().optional(),
  flavour: z.enum(FLAVOURS).optional(),
  seed: z.string().min(1).optional(),
  force: z.boolean().default(false),
})

export function parseSeedArgs(argv: readonly string[]) {
  const raw: Record<string, string | boolean> = {}
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? ''
    if (!arg.startsWith('--')) throw new Error(`unexpected argument ${arg}`)
    const [name = '', inline] = arg.slice(2).split('=', 2)
    if (name === 'force') raw.force = true
    else raw[name] = inline ?? argv[++i] ?? ''
  }
  const parsed = argsSchema.strict().safeParse(raw)
  if (!parsed.success) throw new Error(`seed-catalog: ${z.prettifyError(parsed.error)}`)
  return parsed.data
}

export async function runSeedCli(
  argv: readonly string[],
  env: Record<string, string | undefined>,
): Promise<void> {
  const args = parseSeedArgs(argv)
  const connection = await openDatabase(databaseOptionsFromEnv(env))
  try {
    const started = Date.now()
    await ensureDatabaseReady(connection)
    const [row] = await connection.db.select({ n: count() }).from(products)
    const existing = row?.n ?? 0
    if (args.count === undefined || (existing === args.count && !args.force)) {
      console.log(`[seed] catalog holds ${existing} products; nothing to do`)
      return
    }
    const flavour = args.flavour ?? z.enum(FLAVOURS).catch('home').parse(env.SHOP_FLAVOUR)
    console.log(`[seed] replacing ${existing} products by ${args.count} (${flavour})`)
    await replaceCatalog(
      connection.db,
      { flavour, count: args.count, seed: args.seed ?? DEFAULT_SEED },
      ({ written, total }) => console.log(`[seed] ${written}/${total} products`),
    )
    if (connection.driver === 'postgres') await connection.pool.query('analyze')
    else await connection.client.exec('analyze')
    console.log(`[seed] done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  } finally {
    await connection.close()
  }
}
