// `npm run bench`: builds once, starts `next start`, load-tests, sizes and audits the pages of
// bench/pages.json, compares each with the bare baseline page of the same run, writes bench/results.json
// and prints a table. Budgets are reported, never fail the run: this is a benchmark, not a test.
import { spawn } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { budgetVerdicts, relativeMetrics } from './lib/compare.mjs'
import { describeStatus, get } from './lib/http.mjs'
import { measureJs } from './lib/js-size.mjs'
import { runLighthouse } from './lib/lighthouse.mjs'
import { round, runLoad } from './lib/load.mjs'
import { parseOptions, USAGE, UsageError } from './lib/options.mjs'
import { BASELINE_NAME, browserUrl, hostHeader, loadPages, selectPages } from './lib/pages.mjs'
import { runMeta, writeResults } from './lib/results.mjs'
import { buildApp, distDir, findFreePort, hasBuild, startServer, waitUntilReady } from './lib/server.mjs'
import { COLUMNS, renderTable } from './lib/table.mjs'

const benchDir = dirname(fileURLToPath(import.meta.url))
const root = dirname(benchDir)

const log = (/** @type {string} */ message) => process.stderr.write(`[bench] ${message}\n`)

async function main() {
  const options = parseOptions(process.argv.slice(2), process.env)
  if (options.help) {
    console.log(USAGE)
    return
  }
  const pages = selectPages(await loadPages(join(benchDir, 'pages.json')), options.only).sort(
    (a, b) => Number(b.name === BASELINE_NAME) - Number(a.name === BASELINE_NAME),
  )

  if (options.build) {
    log(`next build (into ${distDir()})`)
    await buildApp(root)
  } else if (!hasBuild(root)) {
    throw new UsageError(`no build in ${distDir()}: run without --no-build (or unset BENCH_SKIP_BUILD)`)
  }

  if (options.soak) return runSoak(options)

  const port = options.port ?? (await findFreePort())
  log(`next start -p ${port}`)
  const server = startServer({ cwd: root, port })
  let stopping = false
  const stopOnSignal = (/** @type {NodeJS.Signals} */ signal) => {
    stopping = true
    log(`${signal}: stopping the server`)
    server.stop().finally(() => process.exit(130))
  }
  process.once('SIGINT', stopOnSignal)
  process.once('SIGTERM', stopOnSignal)

  /** @type {any[]} */
  let measured
  try {
    const baseline = pages[0]
    if (!baseline) throw new Error('no pages to measure')
    await waitUntilReady(server, { host: hostHeader(baseline, port), path: baseline.path })
    measured = []
    for (const page of pages) {
      if (stopping) break
      measured.push(await measurePage(page, port, options, server))
    }
    if (options.lighthouse) {
      const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
      // A first Chromium start on a cold disk cache scored the baseline far below the same page run
      // later; one unrecorded run keeps that off the page the ratios are built on.
      // Reports of pages left out of this run would pass for current ones.
      await rm(join(benchDir, '.lighthouse'), { recursive: true, force: true })
      log('lighthouse warm-up run')
      await runLighthouse(browserUrl(baseline, port), { chromePath, name: 'warm-up' }).catch((error) =>
        log(`  warm-up failed: ${errorMessage(error)}`),
      )
      for (const result of measured.filter((r) => r.status?.ok)) {
        if (stopping) break
        log(`lighthouse ${result.name} ${result.url}`)
        try {
          result.lighthouse = await runLighthouse(result.url, {
            chromePath,
            name: result.name,
            reportDir: join(benchDir, '.lighthouse'),
          })
        } catch (error) {
          result.lighthouseError = errorMessage(error)
          log(`  lighthouse failed: ${result.lighthouseError}`)
        }
      }
    }
  } finally {
    await server.stop()
    process.off('SIGINT', stopOnSignal)
    process.off('SIGTERM', stopOnSignal)
    log('server stopped')
  }

  const metricsOf = (/** @type {any} */ r) => ({
    reqPerSec: r?.load?.reqPerSec ?? null,
    p99Ms: r?.load?.p99Ms ?? null,
    jsKbGz: r?.js?.jsKbGz ?? null,
    perf: r?.lighthouse?.perf ?? null,
    a11y: r?.lighthouse?.a11y ?? null,
  })
  const baselineMetrics = metricsOf(measured.find((r) => r.name === BASELINE_NAME))
  for (const result of measured) {
    const metrics = metricsOf(result)
    result.relative = relativeMetrics(metrics, baselineMetrics)
    result.budget = budgetVerdicts(result.budgetLimits, { ...metrics, ...result.relative })
  }

  const results = {
    ...runMeta(root),
    options: {
      connections: options.connections,
      duration: options.duration,
      warmup: options.warmup,
      lighthouse: options.lighthouse,
    },
    port,
    pages: measured,
  }
  await writeResults(join(benchDir, 'results.json'), results)
  console.log(renderTable(COLUMNS, measured))
  console.log(
    `\n${options.connections} connections, ${options.duration} s per page after ${options.warmup} s warm-up;` +
      ' ratios and +JS are against the baseline of this run; details in bench/results.json',
  )
  // addItem throughput on the embedded database, on its own server with its own baseline.
  if (options.adds && !options.only && !stopping) await runBasketBench(options)
}

/** `--soak`: bench/soak-bench.mjs on this build (its own server; the connections option carries over). */
function runSoak(/** @type {ReturnType<typeof parseOptions>} */ options) {
  log('soak check (bench/soak-bench.mjs)')
  const args = ['--no-build', '--connections', String(options.connections)]
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(benchDir, 'soak-bench.mjs'), ...args], { stdio: 'inherit' })
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve(undefined) : reject(new Error(`soak check failed (exit ${code})`)),
    )
  })
}

/** `bench/basket-bench.mjs` on the build just measured, its table printed after the pages'. */
function runBasketBench(/** @type {ReturnType<typeof parseOptions>} */ options) {
  log('addItem throughput (bench/basket-bench.mjs)')
  const args = [
    '--no-build',
    '--connections',
    String(options.connections),
    '--duration',
    String(options.duration),
    '--warmup',
    String(Math.max(1, options.warmup)),
  ]
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(benchDir, 'basket-bench.mjs'), ...args], { stdio: 'inherit' })
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve(undefined) : reject(new Error(`basket bench failed (exit ${code})`)),
    )
  })
}

/**
 * @param {import('./lib/pages.mjs').BenchPage} page
 * @param {number} port
 * @param {ReturnType<typeof parseOptions>} options
 * @param {{ cpuMs(): number | null }} server
 */
async function measurePage(page, port, options, server) {
  const host = hostHeader(page, port)
  /** @type {Record<string, any>} */
  const result = {
    name: page.name,
    path: page.path,
    host,
    url: browserUrl(page, port),
    budgetLimits: page.budget ?? null,
    status: null,
    load: null,
    js: null,
    lighthouse: null,
  }
  try {
    const first = await get({ port, host, path: page.path })
    const location = first.headers.location
    result.status = {
      code: first.status,
      location: location ?? null,
      ...describeStatus(first.status, location),
    }
    if (!result.status.ok) {
      log(`${page.name} ${page.path}: answered ${result.status.label}, not measured`)
      return result
    }
    result.js = await measureJs({ port, host, html: first.body.toString('utf8') })
    // Unmeasured load first: JIT, caches and connection pools warm up per page, so the page measured
    // first (the baseline) is not the one paying for a cold server.
    if (options.warmup > 0) {
      const target = {
        port,
        host,
        path: page.path,
        connections: options.connections,
        duration: options.warmup,
      }
      await runLoad(target)
    }
    log(`${page.name} ${page.path}: load ${options.connections} connections for ${options.duration} s`)
    const cpuBefore = server.cpuMs()
    result.load = await runLoad({
      port,
      host,
      path: page.path,
      connections: options.connections,
      duration: options.duration,
    })
    result.load.cpuMsPerReq = cpuPerRequest(cpuBefore, server.cpuMs(), result.load.requests)
  } catch (error) {
    result.error = errorMessage(error)
    log(`${page.name} ${page.path}: ${result.error}`)
  }
  return result
}

/** @param {number | null} before @param {number | null} after @param {number} requests */
function cpuPerRequest(before, after, requests) {
  return before === null || after === null || requests <= 0 ? null : round((after - before) / requests, 1)
}

function errorMessage(/** @type {unknown} */ error) {
  return error instanceof Error ? error.message : String(error)
}

main().catch((error) => {
  const usage = error instanceof Error && (error.name === 'UsageError' || error.name === 'ZodError')
  process.stderr.write(
    `[bench] failed: ${usage ? error.message : error instanceof Error ? error.stack : error}\n`,
  )
  process.exitCode = 1
})
