// One page of `npm run bench`: status, HTML and JS sizes, first-render CPU (pages with `firstRender`),
// load under autocannon with the server's CPU per request, and the cache state it is then served from.
import { measureBareFirstRenders, measureFirstRenders } from './first-render.mjs'
import { describeStatus, get } from './http.mjs'
import { extractScripts, measureJs, toKb } from './js-size.mjs'
import { round, runLoad } from './load.mjs'
import { browserUrl, hostHeader } from './pages.mjs'

/**
 * The HTML as served (identity encoding) and the part of it that is inline script, almost all of it the
 * RSC payload Next repeats the page in: the budget (issue 15 item 2) counts both.
 * @param {Buffer} body
 */
export function htmlSize(body) {
  const inline = extractScripts(body.toString('utf8')).inline
  return {
    htmlKb: toKb(body.length),
    inlineScriptKb: toKb(inline.reduce((sum, text) => sum + Buffer.byteLength(text), 0)),
  }
}

/**
 * @param {import('./pages.mjs').BenchPage} page
 * @param {number} port
 * @param {{ connections: number, duration: number, warmup: number }} options
 * @param {{ cpuMs(): number | null }} server
 * @param {(message: string) => void} log
 */
export async function measurePage(page, port, options, server, log) {
  const host = hostHeader(page, port)
  /** @type {Record<string, any>} */
  const result = {
    name: page.name,
    path: page.path,
    host,
    url: browserUrl(page, port),
    budgetLimits: page.budget ?? null,
    status: null,
    html: null,
    firstRender: null,
    load: null,
    cache: null,
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
    result.html = htmlSize(first.body)
    result.js = await measureJs({ port, host, html: first.body.toString('utf8') })
    if (page.firstRender) {
      log(`${page.name}: first renders of ${page.firstRender}`)
      // A failed first render is reported in its cell; the page's load is still worth measuring.
      result.firstRender = await measureFirstRenders({
        port,
        host,
        template: page.firstRender,
        cpuMs: () => server.cpuMs(),
      }).catch((error) => {
        const message = error instanceof Error ? error.message : String(error)
        log(`${page.name}: ${message}`)
        return { error: message }
      })
      if (!result.firstRender.error) {
        log(`${page.name}: first renders of the bare page of its size`)
        result.firstRender.bare = await measureBareFirstRenders({
          port,
          host,
          targetPath: page.path,
          cpuMs: () => server.cpuMs(),
        }).catch((error) => ({ error: error instanceof Error ? error.message : String(error) }))
      }
    }
    // Unmeasured load first: JIT, caches and connection pools warm up per page, so the page measured
    // first (the baseline) is not the one paying for a cold server.
    const target = { port, host, path: page.path, connections: options.connections }
    if (options.warmup > 0) await runLoad({ ...target, duration: options.warmup })
    log(`${page.name} ${page.path}: load ${options.connections} connections for ${options.duration} s`)
    const cpuBefore = server.cpuMs()
    result.load = await runLoad({ ...target, duration: options.duration })
    result.load.cpuMsPerReq = cpuPerRequest(cpuBefore, server.cpuMs(), result.load.requests)
    // Whether Next served it from its rendered-page cache (HIT, STALE) or rendered it (MISS, or none).
    const after = await get({ port, host, path: page.path })
    result.cache = [after.headers['x-nextjs-cache']].flat()[0] ?? 'none'
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error)
    log(`${page.name} ${page.path}: ${result.error}`)
  }
  return result
}

/** @param {number | null} before @param {number | null} after @param {number} requests */
function cpuPerRequest(before, after, requests) {
  return before === null || after === null || requests <= 0 ? null : round((after - before) / requests, 1)
}
