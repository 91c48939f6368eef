// `node bench/search-bench.mjs [--dir DIR] [--postgres URL | --no-postgres] [--count N] [--searches N]`:
// search, listing and suggestion latency over a large catalog (budget P95_BUDGET_MS: search p95 ≤ 50 ms over
// 50,000 products), on PGlite (PGLITE_DIR=DIR, default .data/bench-search-50k) and on PostgreSQL (issue 15
// item 7: --postgres URL, else BENCH_SEARCH_DATABASE_URL; a database of its own, since seeding replaces its
// catalog). Seeds each once with scripts/seed-catalog.mjs, builds the listing index, times the same varied
// searches in German and French (typos, filters, every sort) in-process, without HTTP, and prints both side by
// side. On a shared machine compare runs only at a similar load: the load average is printed with the numbers.
import { spawnSync } from 'node:child_process'
import { loadavg } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { importTs } from '../scripts/ts-import.mjs'
import { CATEGORIES, FILTERS, SORTS, TERMS } from './lib/search-cases.mjs'

/** The search budget: p95 over a 50,000-product catalog; reported, never failing the run. */
const P95_BUDGET_MS = 50
const root = dirname(dirname(fileURLToPath(import.meta.url)))
process.chdir(root)
const USAGE = 'usage: --dir DIR --postgres URL | --no-postgres --count N --searches N'

/** @param {string[]} argv @param {Record<string, string | undefined>} env */
function parseArgs(argv, env) {
  /** @type {{ dir: string, postgres: string | null, count: number, searches: number }} */
  const options = {
    dir: join(root, '.data', 'bench-search-50k'),
    postgres: env.BENCH_SEARCH_DATABASE_URL || null,
    count: 50_000,
    searches: 200,
  }
  for (let i = 0; i < argv.length; i += 2) {
    const [name, value] = [argv[i], argv[i + 1] ?? '']
    if (name === '--no-postgres') {
      options.postgres = null
      i -= 1
    } else if (name === '--dir') options.dir = resolve(value)
    else if (name === '--postgres') {
      if (!/^postgres(ql)?:\/\//.test(value)) throw new Error(`--postgres needs a postgres:// URL; ${USAGE}`)
      options.postgres = value
    } else if (name === '--count' || name === '--searches') {
      const n = Number(value)
      if (!Number.isInteger(n) || n < 1) throw new Error(`${name} needs a positive integer, got ${value}`)
      options[name === '--count' ? 'count' : 'searches'] = n
    } else throw new Error(`unknown argument ${name}; ${USAGE}`)
  }
  return options
}

/** @param {number[]} samples */
function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b)
  /** @param {number} q */
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] ?? Number.NaN }
}

/**
 * @template T
 * @param {() => Promise<T>} run
 */
async function timed(run) {
  const started = performance.now()
  const result = await run()
  return { ms: performance.now() - started, result }
}

/**
 * @typedef {{ label: string, env: Record<string, string>,
 *   open: { driver: 'pglite', dataDir: string } | { driver: 'postgres', url: string } }} Target
 */

/**
 * Seeds one database with the catalog and times every case on it.
 * @param {Target} target
 * @param {{ count: number, searches: number }} options
 * @param {(message: string) => void} log
 */
async function runOn(target, options, log) {
  log(`${target.label}: catalog of ${options.count} products`)
  const seeded = spawnSync(process.execPath, ['scripts/seed-catalog.mjs', '--count', String(options.count)], {
    env: { ...process.env, ...target.env },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  if (seeded.status !== 0) throw new Error(`seeding ${target.label} failed`)

  const db = await importTs('lib/db/client.ts')
  const bootstrap = await importTs('lib/db/bootstrap.ts')
  const cache = await importTs('lib/catalog/server/listing/index-cache.ts')
  const params = await importTs('lib/catalog/rules/listing/params.ts')
  const listing = await importTs('lib/catalog/server/listing/query.ts')
  const search = await importTs('lib/catalog/server/search/query.ts')
  const suggestions = await importTs('lib/catalog/server/search/suggest.ts')

  const connection = await db.openDatabase(target.open)
  try {
    await bootstrap.ensureDatabaseReady(connection)
    const load = loadavg()[0] ?? 0
    const build = await timed(() => cache.warmCatalogIndex(connection.db))
    log(`${target.label}: listing index built in ${build.ms.toFixed(0)} ms`)

    /** @param {string} search */
    const parsed = (search) => params.parseListingParams(new URLSearchParams(search)).value
    // Whole-catalog sort orders are computed on first use and kept: once each, outside the timings.
    for (const sort of new Set(SORTS)) {
      for (const [language, currency] of [
        ['de', 'EUR'],
        ['fr', 'CHF'],
      ]) {
        await listing.listProducts(connection.db, {
          ...parsed(`sort=${sort}`),
          categoryKey: 'bad',
          language,
          currency,
        })
      }
    }

    /** @type {Record<string, number[]>} */
    const samples = { 'search de': [], 'search fr': [], 'search (typo fallback)': [] }
    /** @type {number[]} */
    const hits = []
    for (let i = 0; i < options.searches; i++) {
      const language = i % 2 === 0 ? 'de' : 'fr'
      const terms = TERMS[language]
      const q = terms[Math.floor(i / 2) % terms.length] ?? ''
      const filters = FILTERS[i % FILTERS.length] ?? ''
      const sort = SORTS[i % SORTS.length] ?? 'Relevancy:desc'
      const run = await timed(() =>
        search.searchProducts(connection.db, {
          ...parsed(`${filters}&sort=${sort}`),
          q,
          language,
          currency: i % 3 === 0 ? 'CHF' : 'EUR',
        }),
      )
      samples[`search ${language}`]?.push(run.ms)
      if (run.result.correctedQuery) samples['search (typo fallback)']?.push(run.ms)
      hits.push(run.result.total)
    }
    samples['search all'] = [...(samples['search de'] ?? []), ...(samples['search fr'] ?? [])]

    samples['listing, 2 filters'] = []
    for (let i = 0; i < 100; i++) {
      const run = await timed(() =>
        listing.listProducts(connection.db, {
          ...parsed(
            `${i % 2 ? 'farbe=grau&farbe=blau' : 'farbe=weiss'}&deliverable=1&sort=${SORTS[i % SORTS.length]}`,
          ),
          categoryKey: CATEGORIES[i % CATEGORIES.length],
          language: i % 2 ? 'fr' : 'de',
          currency: 'EUR',
        }),
      )
      samples['listing, 2 filters']?.push(run.ms)
    }

    samples.suggest = []
    for (let i = 0; i < 100; i++) {
      const language = i % 2 === 0 ? 'de' : 'fr'
      const term = TERMS[language][i % TERMS[language].length] ?? ''
      const typed = term.slice(0, Math.max(3, Math.ceil(term.length * 0.6)))
      samples.suggest?.push(
        (await timed(() => suggestions.suggest(connection.db, { q: typed, language }))).ms,
      )
    }
    return {
      label: target.label,
      load,
      buildMs: build.ms,
      medianHits: stats(hits).p50,
      rows: Object.entries(samples).map(([name, values]) => ({ name, ...stats(values) })),
    }
  } finally {
    await connection.close()
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2), process.env)
  const log = (/** @type {string} */ message) => process.stderr.write(`[search-bench] ${message}\n`)
  /** @type {Target[]} */
  const targets = [
    {
      label: 'PGlite',
      env: { PGLITE_DIR: options.dir, DATABASE_URL: '' },
      open: { driver: 'pglite', dataDir: options.dir },
    },
  ]
  if (options.postgres) {
    targets.push({
      label: 'PostgreSQL',
      env: { DATABASE_URL: options.postgres },
      open: { driver: 'postgres', url: options.postgres },
    })
  } else log('no --postgres URL (nor BENCH_SEARCH_DATABASE_URL): PGlite only')

  const runs = []
  for (const target of targets) runs.push(await runOn(target, options, log))
  console.log(renderRuns(runs, options))
}

/**
 * Both databases side by side: one row per case, p50/p95/max and the p95 verdict per database.
 * @param {Awaited<ReturnType<typeof runOn>>[]} runs
 * @param {{ count: number, searches: number }} options
 */
function renderRuns(runs, options) {
  const pad = (/** @type {string | number} */ v, /** @type {number} */ w) => String(v).padStart(w)
  const lines = [`\nsearch bench: ${options.count} products, ${options.searches} searches per database`]
  for (const run of runs) {
    lines.push(
      `${run.label}: load average ${run.load.toFixed(2)} at start, listing index build ${run.buildMs.toFixed(0)} ms` +
        ` (once per process and catalog change), median hits ${run.medianHits}`,
    )
  }
  const group = (/** @type {string} */ label) => `${label} p50 / p95 / max ms, p95 ≤ ${P95_BUDGET_MS}`
  lines.push(
    '',
    `${'case'.padEnd(24)}${pad('n', 6)}${runs.map((r) => `  ${group(r.label).padStart(44)}`).join('')}`,
  )
  for (const [i, row] of (runs[0]?.rows ?? []).entries()) {
    const cells = runs.map((run) => {
      const r = run.rows[i]
      if (!r) return `  ${pad('-', 44)}`
      const verdict = r.p95 <= P95_BUDGET_MS ? 'PASS' : 'FAIL'
      const figures = [r.p50, r.p95, r.max].map((v) => v.toFixed(1)).join(' / ')
      return `  ${pad(`${figures}  ${verdict}`, 44)}`
    })
    lines.push(`${row.name.padEnd(24)}${pad(row.n, 6)}${cells.join('')}`)
  }
  lines.push(`\nload average at the end ${(loadavg()[0] ?? 0).toFixed(2)}`)
  return lines.join('\n')
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
