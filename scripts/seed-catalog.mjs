// Seeds the catalog of the configured database (DATABASE_URL, else PGlite in PGLITE_DIR), e.g. 50,000
// products for the benchmark: `node scripts/seed-catalog.mjs --count 50000 [--flavour baby] [--force]`.
import { importTs, root } from './ts-import.mjs'

process.chdir(root)
const { runSeedCli } = await importTs('lib/catalog/server/seed/cli.ts')
try {
  await runSeedCli(process.argv.slice(2), process.env)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}
