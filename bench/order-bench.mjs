// `npm run bench:order`: order placement throughput and latency of the shop's own checkout back end
// (POST /api/checkout/orders/, issue 11 item 5) on the embedded database, beside the bare baseline page
// and the basket's addItem rate measured in the same run (aim: placement ≥ a quarter of addItem). Every
// placement is a fresh guest shopper with one line in the basket, paying by invoice (no payment port):
// the whole price of a real placement — idempotency key, pricing, basket lock, stock, order number,
// order, lines, payment, emptied basket — and the confirmation mail queued after the answer.
import { randomUUID } from 'node:crypto'
import { readdir, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { benchClientAddress, exchangeWith } from './lib/http.mjs'
import { round, summarizeLoad } from './lib/load.mjs'
import { buildApp, distDir, findFreePort, hasBuild, startServer, waitUntilReady } from './lib/server.mjs'
import { countFlag } from './lib/options.mjs'

const root = dirname(dirname(fileURLToPath(import.meta.url)))
const HOST = 'de-de.localhost'
const exchange = exchangeWith(HOST)
const args = process.argv.slice(2)
const flag = (/** @type {string} */ name, /** @type {number} */ fallback) => countFlag(args, name, fallback)
const connections = flag('--connections', 8)
const duration = flag('--duration', 10)
const warmup = flag('--warmup', 2)
const shopperCount = flag('--shoppers', 1500)
const JSON_POST = { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' }
const ADDRESS = {
  first_name: 'Bench',
  last_name: 'Shopper',
  street: 'Hauptstraße',
  house_number: '1',
  postcode: '10115',
  city: 'Berlin',
  country: 'DE',
}

/** Parcel variants without stock keeping (BVC 2) or with plenty, so placements never run out. */
async function buyableVariants(/** @type {number} */ port) {
  const ids = []
  for (let id = 100001; id <= 100080 && ids.length < 20; id++) {
    const answer = await exchange({ port, path: `/api/shop/product/${id}/?locale=de` })
    if (answer.status !== 200) continue
    const product = JSON.parse(answer.body)
    // Bulky goods go by freight; the bench keeps to parcels, so every basket ships the same way.
    if (product.attributes?.bulkyOrLoad?.value === 'j') continue
    for (const v of product.variants ?? []) {
      if (v.availability?.BVC === 2 || (v.availability?.BVC === 1 && v.stock?.quantity >= 5000))
        ids.push(v.id)
    }
  }
  if (ids.length === 0) throw new Error('no variant without stock keeping found')
  return ids
}

/** A guest with a session, guest details and one line in the basket, ready to place an order. */
async function newShopper(/** @type {number} */ port, /** @type {number} */ variantId) {
  const address = { 'x-forwarded-for': benchClientAddress() }
  const user = await exchange({ port, path: '/api/user/?locale=de', headers: address })
  const cookie = (user.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ')
  const basketKey = `basket_1_${JSON.parse(user.body).id}`
  const guest = {
    first_name: 'Bench',
    last_name: 'Shopper',
    gender: 'd',
    email: 'bench@example.org',
    newsletter: false,
  }
  const headers = { ...JSON_POST, ...address, cookie }
  const asGuest = await exchange({
    port,
    path: '/api/user/auth/guest/?locale=de',
    method: 'POST',
    headers,
    body: JSON.stringify(guest),
  })
  const added = await exchange({
    port,
    path: '/api/shop/basket/addItem/?locale=de',
    method: 'POST',
    headers,
    body: JSON.stringify({ basketKey, variantId, quantity: 1 }),
  })
  if (asGuest.status !== 200 || added.status !== 201)
    throw new Error(`shopper setup: ${asGuest.status} ${added.status}`)
  return { cookie, basketKey }
}

/** Polls the local mailbox until it holds `count` messages (or 180 s pass); the count it reached. */
async function waitForMails(/** @type {string | undefined} */ dir, /** @type {number} */ count) {
  const deadline = Date.now() + 180_000
  let found = 0
  while (dir && Date.now() < deadline) {
    found = (await readdir(dir).catch(() => [])).filter((f) => f.endsWith('.json')).length
    if (found >= count) break
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return found
}

async function inBatches(/** @type {number} */ count, /** @type {() => Promise<any>} */ make) {
  const made = []
  while (made.length < count)
    made.push(...(await Promise.all(Array.from({ length: Math.min(50, count - made.length) }, make))))
  return made
}

const body = (/** @type {{ basketKey: string }} */ s, /** @type {string} */ deliveryKind) =>
  JSON.stringify({
    idempotencyKey: randomUUID(),
    basketKey: s.basketKey,
    billingAddress: ADDRESS,
    deliveryKind,
    paymentMethod: 'RE',
    acceptTerms: true,
  })

async function main() {
  if (!args.includes('--no-build') || !hasBuild(root)) {
    console.log(`[bench:order] next build (into ${distDir()})`)
    await buildApp(root)
  }
  const dir = join(root, '.data', 'bench-order')
  await rm(dir, { recursive: true, force: true })
  process.env.PGLITE_DIR = dir
  process.env.MAIL_DIR = join(dir, 'mail')
  const port = await findFreePort()
  const server = startServer({ cwd: root, port })
  try {
    await waitUntilReady(server, { host: HOST, path: '/bench-baseline/' })
    const variants = await buyableVariants(port)
    const pick = (/** @type {number} */ i) => variants[i % variants.length]
    console.log(`[bench:order] preparing ${shopperCount} shoppers`)
    let made = 0
    const shoppers = await inBatches(shopperCount, () => newShopper(port, pick(made++)))
    const adders = await inBatches(connections * 20, () => newShopper(port, pick(made++)))

    // The delivery kind the server computes for these baskets (standard, or freight for bulky goods).
    const probe = shoppers.pop()
    let deliveryKind = 'standard'
    for (const kind of ['standard', 'freight']) {
      const answer = await exchange({
        port,
        path: '/api/checkout/orders/?locale=de',
        method: 'POST',
        headers: { ...JSON_POST, cookie: probe.cookie },
        body: body(probe, kind),
      })
      if (answer.status === 201) {
        deliveryKind = kind
        break
      }
    }

    const baseline = summarizeLoad(
      await autocannon({
        url: `http://127.0.0.1:${port}/bench-baseline/`,
        headers: { host: HOST },
        connections,
        duration,
      }),
    )
    let nextAdd = 0
    const addOptions = (/** @type {number} */ seconds) => ({
      url: `http://127.0.0.1:${port}/api/shop/basket/addItem/?locale=de`,
      method: /** @type {const} */ ('POST'),
      connections,
      duration: seconds,
      headers: { host: HOST, ...JSON_POST },
      requests: [
        {
          setupRequest: (/** @type {any} */ req) => {
            const i = nextAdd++
            const s = adders[i % adders.length]
            return {
              ...req,
              headers: { ...req.headers, cookie: s.cookie },
              body: JSON.stringify({ basketKey: s.basketKey, variantId: pick(i), quantity: 1 }),
            }
          },
        },
      ],
    })
    await autocannon(addOptions(warmup))
    const addItem = summarizeLoad(await autocannon(addOptions(duration)))

    const placeOptions = (/** @type {number} */ seconds) => ({
      url: `http://127.0.0.1:${port}/api/checkout/orders/?locale=de`,
      method: /** @type {const} */ ('POST'),
      connections,
      duration: seconds,
      headers: { host: HOST, ...JSON_POST },
      requests: [
        {
          setupRequest: (/** @type {any} */ req) => {
            const s = shoppers.pop() ?? probe
            return { ...req, headers: { ...req.headers, cookie: s.cookie }, body: body(s, deliveryKind) }
          },
        },
      ],
    })
    await autocannon(placeOptions(warmup))
    const left = shoppers.length
    const place = summarizeLoad(await autocannon(placeOptions(duration)))
    const exhausted = shoppers.length === 0
    // The confirmations are delivered one after another after the answers (lib/mail/server/lane.ts):
    // how long after the last answer the local mailbox holds every one of them.
    const placed = shopperCount - shoppers.length
    const mailStart = Date.now()
    const mailDone = await waitForMails(process.env.MAIL_DIR, placed)
    const mailTrailSeconds = round((Date.now() - mailStart) / 1000, 1)

    const results = {
      date: new Date().toISOString(),
      connections,
      duration,
      baseline,
      addItem,
      place,
      exhausted,
      confirmations: { placed, delivered: mailDone, trailSeconds: mailTrailSeconds },
    }
    await writeFile(join(root, 'bench', 'order-results.json'), `${JSON.stringify(results, null, 2)}\n`)
    const row = (/** @type {string} */ name, /** @type {any} */ r) =>
      `${name.padEnd(16)}${String(r.reqPerSec).padStart(9)}${String(r.p50Ms).padStart(8)}${String(r.p99Ms).padStart(8)}${String(r.non2xx).padStart(9)}  x base ${round(r.reqPerSec / baseline.reqPerSec, 3)}  p99 x base ${round(r.p99Ms / Math.max(baseline.p99Ms, 1), 1)}`
    console.log(`\nembedded database (PGlite); ${connections} connections, ${duration} s; payment by invoice`)
    console.log(
      `${'call'.padEnd(16)}${'req/s'.padStart(9)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'non-2xx'.padStart(9)}`,
    )
    console.log(row('baseline page', baseline))
    console.log(row('addItem', addItem))
    console.log(row('place order', place))
    console.log(`place order / addItem: ${round(place.reqPerSec / addItem.reqPerSec, 3)} (aim ≥ 0.25)`)
    console.log(
      `confirmation mails: ${mailDone} of ${placed} in the mailbox ${mailTrailSeconds} s after the last answer`,
    )
    if (exhausted)
      console.log(
        `note: all ${left} prepared shoppers were used; raise --shoppers (later requests placed empty baskets)`,
      )
    if (place.non2xx > 0) console.log(`status codes: ${JSON.stringify(place.statusCodes)}`)
  } finally {
    await server.stop()
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
