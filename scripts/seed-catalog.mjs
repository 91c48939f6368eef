// Seeds the catalog of the configured database (DATABASE_URL, else PGlite in PGLITE_DIR), e.g. 50,000
// products for the benchmark: `node scripts/seed-catalog.mjs --count 50000 [--flavour baby] [--force]`.
// Node 20 cannot run TypeScript, so the TS entry is loaded through tsx's loader API (tsx ships with
// drizzle-kit, a devDependency); it resolves the `@/` paths of tsconfig.json.
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { tsImport } from 'tsx/esm/api'

const root = dirname(dirname(fileURLToPath(import.meta.url)))
process.chdir(root)
const { runSeedCli } = await tsImport(join(root, 'lib', 'catalog', 'seed', 'cli.ts'), import.meta.url)
try {
  await runSeedCli(process.argv.slice(2), process.env)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}
