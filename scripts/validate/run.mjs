// `npm run validate`: the three outside checks of the production build (README "Tests"): the Nu HTML
// Checker on a sample of every page type per language, a link crawl of every market, and the structured
// data of home, category, product and article pages. Needs a build (`npx next build`); starts its own
// `next start` (or checks the server on VALIDATE_PORT), prints every finding with page, line and message,
// writes reports/validate.json (counts for .ci/run) and exits 1 on any finding.
// `--only html|links|structured-data` runs one check.
import { checkHtml } from './html.mjs'
import { crawlMarket } from './links.mjs'
import { samplePages } from './pages.mjs'
import { printCheck, writeReport } from './report.mjs'
import { ensureServer } from './server.mjs'
import { marketOrigin } from './visitor.mjs'
import { checkStructuredData } from './structured-data.mjs'
import { importTs } from '../ts-import.mjs'

const log = (/** @type {string} */ message) => process.stderr.write(`[validate] ${message}\n`)

async function timed(/** @type {string} */ label, /** @type {() => Promise<any>} */ work) {
  const start = Date.now()
  const result = await work()
  log(`${label}: ${((Date.now() - start) / 1000).toFixed(1)} s`)
  return result
}

async function main() {
  const at = process.argv.indexOf('--only')
  const only = at >= 0 ? process.argv[at + 1] : undefined
  const wants = (/** @type {string} */ check) => !only || only === check
  const { MARKET_DEFINITIONS } = await importTs('lib/config/markets.ts')
  const server = await timed('server ready', () => ensureServer(log))
  /** @type {Record<string, import('./report.mjs').Result[]>} */
  const checks = {}
  try {
    // The crawl first: on a fresh server it is the first visitor of prerendered pages, who must get
    // the same links as everyone after.
    if (wants('links')) {
      const markets = MARKET_DEFINITIONS.filter((/** @type {any} */ m) => !m.partial)
      checks.links = await timed('link crawl', async () => {
        const results = []
        for (const m of markets) {
          const home = `${marketOrigin(m.code, server.port)}/${m.languages[0]}/`
          results.push(await timed(`  crawl ${m.code}`, () => crawlMarket(server.port, m.code, home)))
        }
        return results
      })
    }
    if (wants('html') || wants('structured-data')) {
      const pages = await timed('sample pages fetched', () => samplePages(server.port, log))
      if (wants('html')) checks.html = await timed('Nu HTML Checker', () => checkHtml(pages))
      if (wants('structured-data')) {
        const withData = pages.filter((page) => page.structuredData)
        checks['structured-data'] = await timed('structured data', () =>
          checkStructuredData(withData.map((page) => ({ ...page, types: page.structuredData ?? [] }))),
        )
      }
    }
  } finally {
    await server.stop()
  }
  for (const [check, results] of Object.entries(checks)) printCheck(check, results)
  const report = await writeReport(checks)
  console.log(`\nvalidate: ${report.passed} passed, ${report.failed} failed (reports/validate.json)`)
  process.exitCode = report.failed > 0 ? 1 : 0
}

main().catch((error) => {
  log(error instanceof Error ? (error.stack ?? error.message) : String(error))
  process.exit(2)
})
