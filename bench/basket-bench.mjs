// `npm run bench:basket`: addItem throughput of the shop's own basket back end on the embedded
// database (goal GOAL_REQ_PER_SEC: ≥ 500 req/s), beside the bare baseline page measured in the same run.
// Two scenarios, every request with its own visitor's session cookie and basket key:
// - shoppers: each connection plays one shopper after another; a shopper adds --lines different
//   variants, each twice (a new line, then a raised quantity), so baskets stay the size real ones have;
// - long baskets: one shopper per connection for the whole run, cycling through 40 variants one piece
//   at a time: baskets grow to 40 lines, every answer carries all of them (a stress case).
import { writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { benchClientAddress, exchangeWith } from './lib/http.mjs'
import { summarizeLoad, round } from './lib/load.mjs'
import { startBuiltServer } from './lib/server.mjs'
import { countFlag } from './lib/options.mjs'

const root = dirname(dirname(fileURLToPath(import.meta.url)))
const GOAL_REQ_PER_SEC = 500
const HOST = 'de-de.localhost'
const args = process.argv.slice(2)
const flag = (/** @type {string} */ name, /** @type {number} */ fallback) => countFlag(args, name, fallback)
const connections = flag('--connections', 20)
const duration = flag('--duration', 10)
// Unmeasured load first, as `npm run bench` gives each page: the JIT and the caches warm up.
const warmup = flag('--warmup', 2)
const exchange = exchangeWith(HOST)
const linesPerShopper = flag('--lines', 5)
const ADDS_PER_LINE = 2

/** A visitor: its session cookie and its basket key (spec 02 §7 basket_{shopId}_{userId}). */
async function newVisitor(/** @type {number} */ port) {
  const headers = { 'x-forwarded-for': benchClientAddress() }
  const answer = await exchange({ port, path: '/api/user/?locale=de', headers })
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
  await autocannon({ ...options, duration: warmup })
  return summarizeLoad(await autocannon({ ...options, duration }))
}

/**
 * One autocannon per connection, all at once. `plan(index)` gives a connection its next run of adds
 * (visitor and variant each); when one run is used up the connection asks for the next.
 * @param {number} port
 * @param {(index: number) => { visitor: { cookie: string, basketKey: string }, variantId: number }[]} plan
 * @param {number} seconds
 */
async function addLoad(port, plan, seconds = duration) {
  const runs = await Promise.all(
    Array.from({ length: connections }, (_, index) => {
      let queue = plan(index)
      return autocannon({
        url: `http://127.0.0.1:${port}/api/shop/basket/addItem/?locale=de`,
        method: 'POST',
        connections: 1,
        duration: seconds,
        headers: { host: HOST, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
        requests: [
          {
            setupRequest: (req) => {
              if (queue.length === 0) queue = plan(index)
              const { visitor, variantId } = /** @type {NonNullable<ReturnType<typeof queue.shift>>} */ (
                queue.shift()
              )
              return {
                ...req,
                headers: { ...req.headers, cookie: visitor.cookie },
                body: JSON.stringify({ basketKey: visitor.basketKey, variantId, quantity: 1 }),
              }
            },
          },
        ],
      })
    }),
  )
  const adds = runs.map(summarizeLoad)
  return {
    reqPerSec: round(
      adds.reduce((sum, r) => sum + r.reqPerSec, 0),
      1,
    ),
    p50Ms: Math.max(...adds.map((r) => r.p50Ms)),
    p99Ms: Math.max(...adds.map((r) => r.p99Ms)),
    requests: adds.reduce((sum, r) => sum + r.requests, 0),
    non2xx: adds.reduce((sum, r) => sum + r.non2xx, 0),
    errors: adds.reduce((sum, r) => sum + r.errors, 0),
    statusCodes: adds.reduce((all, r) => {
      for (const [code, count] of Object.entries(r.statusCodes)) all[code] = (all[code] ?? 0) + count
      return all
    }, /** @type {Record<string, number>} */ ({})),
  }
}

async function main() {
  const server = await startBuiltServer(root, args, 'bench:basket', HOST)
  const port = server.port
  try {
    const variants = await buyableVariants(port)
    const visitors = await Promise.all(Array.from({ length: connections }, () => newVisitor(port)))
    console.log(`[bench:basket] ${visitors.length} visitors, ${variants.length} variants, ${duration} s each`)

    const baseline = await load({
      url: `http://127.0.0.1:${port}/bench-baseline/`,
      headers: { host: HOST },
      connections,
    })
    // Enough shoppers that none runs out at well above the goal; each connection takes the next one.
    const addsPerShopper = linesPerShopper * ADDS_PER_LINE
    const shopperCount = Math.ceil((GOAL_REQ_PER_SEC * 2 * (duration + warmup)) / addsPerShopper)
    /** @type {{ cookie: string, basketKey: string }[]} */
    const shoppers = []
    for (let i = 0; i < shopperCount; i += 50) {
      const batch = Math.min(50, shopperCount - i)
      shoppers.push(...(await Promise.all(Array.from({ length: batch }, () => newVisitor(port)))))
    }
    console.log(`[bench:basket] ${shoppers.length} shoppers of ${addsPerShopper} adds each`)
    let nextShopper = 0
    const nextShoppersAdds = () => {
      const shopper = /** @type {{ cookie: string, basketKey: string }} */ (
        shoppers[nextShopper++ % shoppers.length]
      )
      const offset = Math.floor(Math.random() * variants.length)
      return Array.from({ length: addsPerShopper }, (_, k) => ({
        visitor: shopper,
        variantId: variants[(offset + Math.floor(k / ADDS_PER_LINE)) % variants.length],
      }))
    }
    if (warmup > 0) await addLoad(port, nextShoppersAdds, warmup)
    const shopperAdds = await addLoad(port, nextShoppersAdds)
    const longBaskets = await addLoad(port, (index) => {
      const visitor = /** @type {{ cookie: string, basketKey: string }} */ (visitors[index % visitors.length])
      return variants.map((_, k) => ({ visitor, variantId: variants[(index + k) % variants.length] }))
    })
    const first = visitors[0]
    const basketGet = await load({
      url: `http://127.0.0.1:${port}/api/shop/basket/get/${first?.basketKey}/?locale=de`,
      headers: { host: HOST, cookie: first?.cookie ?? '' },
      connections,
    })
    const results = {
      date: new Date().toISOString(),
      connections,
      duration,
      linesPerShopper,
      baseline,
      addItem: shopperAdds,
      addItemLongBaskets: longBaskets,
      basketGet,
    }
    await writeFile(join(root, 'bench', 'basket-results.json'), `${JSON.stringify(results, null, 2)}\n`)
    const row = (/** @type {string} */ name, /** @type {any} */ r) =>
      `${name.padEnd(22)}${String(r.reqPerSec).padStart(9)}${String(r.p50Ms).padStart(8)}${String(r.p99Ms).padStart(8)}${String(r.non2xx).padStart(9)}  x base ${round(r.reqPerSec / baseline.reqPerSec, 2)}`
    console.log(
      `\n${'call'.padEnd(22)}${'req/s'.padStart(9)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'non-2xx'.padStart(9)}`,
    )
    console.log(row('baseline page', baseline))
    console.log(row(`addItem shoppers`, shopperAdds))
    console.log(row('addItem 40-line baskets', longBaskets))
    console.log(row('GET basket (40 lines)', basketGet))
    const verdict = shopperAdds.reqPerSec >= GOAL_REQ_PER_SEC ? 'pass' : 'FAIL'
    console.log(
      `\naddItem goal ≥ ${GOAL_REQ_PER_SEC} req/s (shoppers of ${linesPerShopper} lines): ${verdict} (${shopperAdds.requests} adds, ${shopperAdds.non2xx} refused; 40-line baskets ${longBaskets.reqPerSec} req/s)`,
    )
  } finally {
    await server.stop()
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
