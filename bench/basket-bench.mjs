// `npm run bench:basket`: addItem throughput of the shop's own basket back end on the embedded
// database (issue 5 goal: ≥ 500 req/s), beside the bare baseline page measured in the same run.
// Each connection is its own visitor with its own session and basket (as real shoppers are), and
// cycles through buyable variants one piece at a time, so no add runs into a stock or basket limit.
import { request } from 'node:http'
import { writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { summarizeLoad, round } from './lib/load.mjs'
import { buildApp, distDir, findFreePort, hasBuild, startServer, waitUntilReady } from './lib/server.mjs'

const root = dirname(dirname(fileURLToPath(import.meta.url)))
const GOAL_REQ_PER_SEC = 500
const HOST = 'de-de.localhost'
const args = process.argv.slice(2)
const flag = (/** @type {string} */ name, /** @type {number} */ fallback) => {
  const i = args.indexOf(name)
  const value = i >= 0 ? Number(args[i + 1]) : fallback
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} takes a positive whole number`)
  return value
}
const connections = flag('--connections', 20)
const duration = flag('--duration', 10)

/**
 * One HTTP exchange with the server under test (Node's fetch cannot set Host).
 * @param {{ port: number, path: string, method?: string, headers?: Record<string, string>, body?: string }} o
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: string }>}
 */
function exchange({ port, path, method = 'GET', headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method, headers: { host: HOST, ...headers } },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }))
      },
    )
    req.on('error', reject)
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout ${path}`)))
    if (body) req.write(body)
    req.end()
  })
}

/** A visitor: its session cookie and its basket key (spec 02 §7 basket_{shopId}_{userId}). */
async function newVisitor(/** @type {number} */ port) {
  const answer = await exchange({ port, path: '/api/user/?locale=de' })
  const cookie = (answer.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ')
  const user = JSON.parse(answer.body)
  if (!cookie || typeof user.id !== 'string') throw new Error(`no session from /api/user/: ${answer.status}`)
  return { cookie, basketKey: `basket_1_${user.id}` }
}

/** Variants a shopper can add many times over: buyable, with stock to spare. */
async function buyableVariants(/** @type {number} */ port) {
  const ids = []
  for (let id = 100001; id <= 100080 && ids.length < 40; id++) {
    const answer = await exchange({ port, path: `/api/shop/product/${id}/?locale=de` })
    if (answer.status !== 200) continue
    for (const v of JSON.parse(answer.body).variants ?? []) {
      const bvc = v.availability?.BVC
      if ((bvc === 1 && v.stock?.quantity >= 20) || bvc === 2) ids.push(v.id)
    }
  }
  if (ids.length < 10) throw new Error(`only ${ids.length} buyable variants found`)
  return ids
}

/** @param {Parameters<typeof autocannon>[0]} options */
async function load(options) {
  return summarizeLoad(await autocannon({ ...options, duration }))
}

async function main() {
  if (!args.includes('--no-build') || !hasBuild(root)) {
    console.log(`[bench:basket] next build (into ${distDir()})`)
    await buildApp(root)
  }
  const port = await findFreePort()
  const server = startServer({ cwd: root, port })
  try {
    await waitUntilReady(server, { host: HOST, path: '/bench-baseline/' })
    const variants = await buyableVariants(port)
    const visitors = await Promise.all(Array.from({ length: connections }, () => newVisitor(port)))
    console.log(`[bench:basket] ${visitors.length} visitors, ${variants.length} variants, ${duration} s each`)

    const baseline = await load({
      url: `http://127.0.0.1:${port}/bench-baseline/`,
      headers: { host: HOST },
      connections,
    })
    // One autocannon per visitor (one connection each), all at once: every request carries its own cookie.
    const runs = await Promise.all(
      visitors.map((visitor, index) => {
        let n = index
        return autocannon({
          url: `http://127.0.0.1:${port}/api/shop/basket/addItem/?locale=de`,
          method: 'POST',
          connections: 1,
          duration,
          headers: {
            host: HOST,
            cookie: visitor.cookie,
            'content-type': 'application/json',
            'sec-fetch-site': 'same-origin',
          },
          requests: [
            {
              setupRequest: (req) => ({
                ...req,
                body: JSON.stringify({
                  basketKey: visitor.basketKey,
                  variantId: variants[n++ % variants.length],
                  quantity: 1,
                }),
              }),
            },
          ],
        })
      }),
    )
    const adds = runs.map(summarizeLoad)
    const addItem = {
      reqPerSec: round(
        adds.reduce((sum, r) => sum + r.reqPerSec, 0),
        1,
      ),
      p50Ms: Math.max(...adds.map((r) => r.p50Ms)),
      p99Ms: Math.max(...adds.map((r) => r.p99Ms)),
      requests: adds.reduce((sum, r) => sum + r.requests, 0),
      non2xx: adds.reduce((sum, r) => sum + r.non2xx, 0),
      errors: adds.reduce((sum, r) => sum + r.errors, 0),
    }
    const first = visitors[0]
    const basketGet = await load({
      url: `http://127.0.0.1:${port}/api/shop/basket/get/${first?.basketKey}/?locale=de`,
      headers: { host: HOST, cookie: first?.cookie ?? '' },
      connections,
    })
    const results = { date: new Date().toISOString(), connections, duration, baseline, addItem, basketGet }
    await writeFile(join(root, 'bench', 'basket-results.json'), `${JSON.stringify(results, null, 2)}\n`)
    const row = (/** @type {string} */ name, /** @type {any} */ r) =>
      `${name.padEnd(22)}${String(r.reqPerSec).padStart(9)}${String(r.p50Ms).padStart(8)}${String(r.p99Ms).padStart(8)}${String(r.non2xx).padStart(9)}  x base ${round(r.reqPerSec / baseline.reqPerSec, 2)}`
    console.log(
      `\n${'call'.padEnd(22)}${'req/s'.padStart(9)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'non-2xx'.padStart(9)}`,
    )
    console.log(row('baseline page', baseline))
    console.log(row('POST addItem', addItem))
    console.log(row('GET basket', basketGet))
    const verdict = addItem.reqPerSec >= GOAL_REQ_PER_SEC ? 'pass' : 'FAIL'
    console.log(
      `\naddItem goal ≥ ${GOAL_REQ_PER_SEC} req/s: ${verdict} (${addItem.requests} adds, ${addItem.non2xx} refused)`,
    )
  } finally {
    await server.stop()
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
