// Issue 15 item 1: the CPU a search or filtered listing costs the first time a query is asked, before any
// cache has it. Each request fills `{n}` of the page's `firstRender` path with a number new to this run.
import { get } from './http.mjs'
import { round } from './load.mjs'
import { sizedBaselinePath } from './sized.mjs'

/** The sized bare page rendered on every request (app/bench-baseline/rendered/, bench server only). */
export const RENDERED_PATH = '/bench-baseline/rendered/'

/** /proc counts CPU in ticks of 10 ms: the mean over this many renders reads to about 1 ms. */
export const FIRST_RENDERS = 10

/**
 * Paths of queries no earlier run asked: numbers from a random start per run, so the rendered-page cache
 * of an earlier run (kept on disk or in Redis) holds none of them.
 * @param {string} template e.g. `/de/suche/?q=handtuch&price=0-{n}`
 * @param {number} count
 * @param {number} [start] a number in 1000…8999 unless given
 */
export function firstRenderPaths(template, count, start = 1000 + Math.floor(Math.random() * 8000)) {
  return Array.from({ length: count }, (_, i) => template.replace('{n}', String(start + i)))
}

/**
 * One request at a time, without other load, reading the server's CPU before and after each.
 * @param {{ port: number, host: string, template: string, cpuMs: () => number | null, count?: number }} o
 */
export async function measureFirstRenders({ port, host, template, cpuMs, count = FIRST_RENDERS }) {
  const paths = firstRenderPaths(template, count)
  let cpu = 0
  /** @type {number[]} */
  const wallMs = []
  for (const path of paths) {
    const before = cpuMs()
    const started = performance.now()
    let res = await get({ port, host, path })
    // A redirect to the query's normal form is part of what asking it costs.
    const location = res.headers.location
    if (res.status >= 300 && res.status < 400 && location?.startsWith('/')) {
      res = await get({ port, host, path: location })
    }
    wallMs.push(performance.now() - started)
    const after = cpuMs()
    if (res.status !== 200) throw new Error(`first render ${path} answered ${res.status}`)
    if (before === null || after === null)
      return { count, cpuMsMean: null, wallMsMedian: null, example: path }
    cpu += after - before
  }
  wallMs.sort((x, y) => x - y)
  return {
    count,
    cpuMsMean: round(cpu / count, 1),
    wallMsMedian: round(wallMs[Math.floor(count / 2)] ?? 0, 1),
    example: paths[0],
  }
}

/**
 * The same measurement on the bare page padded to `targetPath`'s HTML size and rendered per request:
 * what Next and React alone need to render that many bytes the first time, beside which a page's own
 * first render is read (issue 15 item 1).
 * @param {{ port: number, host: string, targetPath: string, cpuMs: () => number | null }} o
 */
export async function measureBareFirstRenders({ port, host, targetPath, cpuMs }) {
  const { kb } = await sizedBaselinePath({ port, host, targetPath })
  const renders = await measureFirstRenders({ port, host, template: `${RENDERED_PATH}${kb}/?n={n}`, cpuMs })
  return { paddingKb: kb, ...renders }
}
