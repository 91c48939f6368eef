// `npm run bench`: builds once, starts `next start`, load-tests, sizes and audits the pages of
// bench/pages.json, compares each with the bare baseline page of the same run, writes bench/results.json
// and prints a table. Budgets are reported, never fail the run: this is a benchmark, not a test.
import { spawn } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { budgetVerdicts, relativeMetrics } from './lib/compare.mjs'
import { explainFailures } from './lib/explain.mjs'
import { runLighthouse } from './lib/lighthouse.mjs'
import { measurePage } from './lib/measure.mjs'
import { parseOptions, USAGE, UsageError } from './lib/options.mjs'
import {
  BASELINE_NAME,
  browserUrl,
  hostHeader,
  loadPages,
  selectPages,
  SIZED_BASELINE_NAME,
} from './lib/pages.mjs'
import { runMeta, writeResults } from './lib/results.mjs'
import { buildApp, distDir, findFreePort, hasBuild, startServer, waitUntilReady } from './lib/server.mjs'
import { sizedBaselinePath } from './lib/sized.mjs'
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
  const allPages = await loadPages(join(benchDir, 'pages.json'))
  const pages = selectPages(allPages, options.only)

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
      const sized = page.name === SIZED_BASELINE_NAME ? await sizeLike(page, allPages, port) : null
      const result = await measurePage(
        sized ? { ...page, path: sized.path } : page,
        port,
        options,
        server,
        log,
      )
      if (sized) result.sizeOf = { page: page.sizeOf, htmlKb: Math.round(sized.targetBytes / 100) / 10 }
      measured.push(result)
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
      // The same-size bare page is there for throughput; its Lighthouse score would say nothing new.
      for (const result of measured.filter((r) => r.status?.ok && r.name !== SIZED_BASELINE_NAME)) {
        if (stopping) break
        log(`lighthouse ${result.name} ${result.url}`)
        try {
          result.lighthouse = await runLighthouse(result.url, {
            chromePath,
            name: result.name,
            reportDir: join(benchDir, '.lighthouse'),
            runs: options.lighthouseRuns,
          })
          if (result.lighthouse.runs > 1) log(`  perf of each run: ${result.lighthouse.perfRuns.join(', ')}`)
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
  const baseline = measured.find((r) => r.name === BASELINE_NAME)
  const sized = measured.find((r) => r.name === SIZED_BASELINE_NAME)
  for (const result of measured) {
    const metrics = metricsOf(result)
    result.relative = relativeMetrics(metrics, metricsOf(baseline), metricsOf(sized))
    result.budget = budgetVerdicts(result.budgetLimits, {
      ...metrics,
      ...result.relative,
      htmlKb: result.html?.htmlKb ?? null,
      firstRenderCpuMs: result.firstRender?.cpuMsMean ?? null,
    })
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
      ` x 6kB, p99 x, +JS and perf -pts are against the bare page of this run, x same-size against the bare page` +
      ` of ${sized?.html?.htmlKb ?? '-'} kB (${sized?.sizeOf?.page ?? '-'} is ${sized?.sizeOf?.htmlKb ?? '-'} kB);` +
      ' details in bench/results.json',
  )
  const failures = measured.flatMap((r) => explainFailures(r, { baseline, sized }))
  if (failures.length > 0)
    console.log(`\nfailed budgets, with what shows why:\n${failures.map((f) => `  ${f}`).join('\n')}`)
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
 * The bare page padded to the size of the page its `sizeOf` names, as that page is served now.
 * @param {import('./lib/pages.mjs').BenchPage} page @param {import('./lib/pages.mjs').BenchPage[]} all
 * @param {number} port
 */
async function sizeLike(page, all, port) {
  const target = all.find((p) => p.name === page.sizeOf)
  if (!target) throw new Error(`sizeOf ${page.sizeOf}: no such page`)
  const sized = await sizedBaselinePath({ port, host: hostHeader(page, port), targetPath: target.path })
  log(`${page.name}: ${sized.path} for ${target.name} (${sized.targetBytes} bytes)`)
  return sized
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
