// `npm run test:two-servers` (issue 15 item 6): two production servers of one build (`next build` first;
// NEXT_DIST_DIR names its folder) on one PostgreSQL database and one Redis, as behind a load balancer.
// Checks that a basket written through one is read through the other, that a content webhook sent to one
// makes both serve the new text within 2 s, and that 50 parallel adds split across both end exact.
// Writes reports/two-servers.json ({ passed, failed, skipped }) for .ci/run. Skipped, loudly, only when
// PostgreSQL or Redis does not answer. Own database (TWO_SERVERS_DATABASE, default shop_two_servers,
// made anew), own Redis key prefix, own copy of content/ (the webhook test edits a story).
import { spawnSync } from 'node:child_process'
import { createHmac, randomUUID } from 'node:crypto'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { Redis } from 'ioredis'
import pg from 'pg'
import { findFreePort, hasBuild, startServer, waitUntilReady } from '../bench/lib/server.mjs'

const root = dirname(dirname(fileURLToPath(import.meta.url)))
const PG_ADMIN_URL = process.env.TWO_SERVERS_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
const DATABASE = process.env.TWO_SERVERS_DATABASE || 'shop_two_servers'
const REDIS_URL = process.env.TWO_SERVERS_REDIS_URL || 'redis://127.0.0.1:6379'
const WEBHOOK_SECRET = 'two-servers-webhook-secret'
const STORY = 'impressum'
const PAGE = `/de/${STORY}/`
const PROPAGATION_LIMIT_MS = 2_000
const ADDS = 50
const report = join(root, 'reports', 'two-servers.json')

/** @param {{ passed: number, failed: number, skipped?: string }} result */
function writeReport(result) {
  mkdirSync(dirname(report), { recursive: true })
  writeFileSync(report, JSON.stringify(result, null, 2))
}

/** Whether something listens at host:port (a fresh machine may lack pg_isready and redis-cli). */
function answers(/** @type {string} */ url) {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const socket = new Socket()
    const done = (/** @type {boolean} */ ok) => {
      socket.destroy()
      resolve(ok)
    }
    socket.setTimeout(1_000, () => done(false))
    socket.once('error', () => done(false))
    socket.connect(Number(port), hostname, () => done(true))
  })
}

async function freshDatabase() {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL })
  await admin.connect()
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`)
    await admin.query(`CREATE DATABASE "${DATABASE}"`)
  } finally {
    await admin.end()
  }
  const url = new URL(PG_ADMIN_URL)
  url.pathname = `/${DATABASE}`
  return url.toString()
}

/**
 * One request to a server; 127.0.0.1 is the default market's host. Writes carry what a browser's
 * same-origin call carries.
 * @param {number} port @param {string} path @param {{ method?: string, cookie?: string, body?: string, headers?: Record<string, string> }} [init]
 */
async function call(port, path, init = {}) {
  const headers = { ...init.headers, ...(init.cookie ? { cookie: init.cookie } : {}) }
  if (init.method === 'POST')
    Object.assign(headers, { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' })
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body,
    redirect: 'manual',
  })
  return {
    status: response.status,
    text: await response.text(),
    cookies: response.headers.getSetCookie(),
    cache: response.headers.get('x-nextjs-cache') ?? '-',
  }
}

/** A visitor with a session made through `port`: its cookie and basket key. @param {number} port */
async function newVisitor(port) {
  const answer = await call(port, '/api/user/?locale=de')
  const cookie = answer.cookies.map((c) => c.split(';')[0]).join('; ')
  const user = JSON.parse(answer.text)
  if (!cookie || typeof user.id !== 'string') throw new Error(`no session from /api/user/: ${answer.status}`)
  return { cookie, basketKey: `basket_1_${user.id}` }
}

/** Variants that take ten more pieces each. @param {number} port */
async function buyableVariants(port, wanted = 5) {
  const ids = []
  for (let id = 100001; id <= 100080 && ids.length < wanted; id++) {
    const answer = await call(port, `/api/shop/product/${id}/?locale=de`)
    if (answer.status !== 200) continue
    for (const v of JSON.parse(answer.text).variants ?? []) {
      const bvc = v.availability?.BVC
      if (ids.length < wanted && ((bvc === 1 && v.stock?.quantity >= 20) || bvc === 2)) ids.push(v.id)
    }
  }
  if (ids.length < wanted) throw new Error(`only ${ids.length} buyable variants found`)
  return ids
}

/** @param {number} port @param {{ cookie: string, basketKey: string }} visitor @param {number} variantId */
const addItem = (port, visitor, variantId) =>
  call(port, '/api/shop/basket/addItem/?locale=de', {
    method: 'POST',
    cookie: visitor.cookie,
    body: JSON.stringify({ basketKey: visitor.basketKey, variantId, quantity: 1 }),
  })

/** Quantity per variant id of the basket, read through `port`. @returns {Promise<Map<number, number>>} */
async function basketLines(
  /** @type {number} */ port,
  /** @type {{ cookie: string, basketKey: string }} */ visitor,
) {
  const answer = await call(port, `/api/shop/basket/get/${visitor.basketKey}/?locale=de`, {
    cookie: visitor.cookie,
  })
  if (answer.status !== 200)
    throw new Error(`basket read answered ${answer.status}: ${answer.text.slice(0, 200)}`)
  const json = JSON.parse(answer.text)
  const items = json.basket?.items ?? json.items ?? []
  return new Map(
    items.map((/** @type {any} */ item) => [
      Number(item.variant?.id ?? item.variantId),
      Number(item.quantity),
    ]),
  )
}

const titleOf = (/** @type {string} */ html) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''

/** @param {string} contentDir @param {string} title */
function setStoryTitle(contentDir, title) {
  const file = join(contentDir, 'stories', `${STORY}.json`)
  const story = JSON.parse(readFileSync(file, 'utf8'))
  story.content.seo_title = title
  writeFileSync(file, JSON.stringify(story, null, 2))
  return story.uuid
}

/** @param {number} port @param {unknown} event */
function sendWebhook(port, event) {
  const body = JSON.stringify(event)
  const signature = createHmac('sha1', WEBHOOK_SECRET).update(body).digest('hex')
  return call(port, '/api/content/revalidate/', {
    method: 'POST',
    body,
    headers: { 'webhook-signature': signature },
  })
}

/** @type {{ name: string, ok: boolean, detail: string }[]} */
const results = []
async function check(/** @type {string} */ name, /** @type {() => Promise<string>} */ run) {
  try {
    const detail = await run()
    results.push({ name, ok: true, detail })
    console.log(`  ✓ ${name}: ${detail}`)
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error)
    results.push({ name, ok: false, detail })
    console.log(`  ✗ ${name}: ${detail}`)
  }
}

async function main() {
  if (!hasBuild(root))
    throw new Error(`no build in ${process.env.NEXT_DIST_DIR || '.next'}: run \`npx next build\` first`)
  const [pgUp, redisUp] = await Promise.all([answers(PG_ADMIN_URL), answers(REDIS_URL)])
  if (!pgUp || !redisUp) {
    const missing = [
      !pgUp && `PostgreSQL (${new URL(PG_ADMIN_URL).host})`,
      !redisUp && `Redis (${new URL(REDIS_URL).host})`,
    ].filter(Boolean)
    console.log(`\n!!! WARNING: two-server test SKIPPED: ${missing.join(' and ')} does not answer\n`)
    writeReport({ passed: 0, failed: 0, skipped: `${missing.join(', ')} not answering` })
    return
  }

  const databaseUrl = await freshDatabase()
  const contentDir = mkdtempSync(join(tmpdir(), 'two-servers-content-'))
  cpSync(join(root, 'content'), contentDir, { recursive: true })
  const prefix = `storefront-two-servers-${randomUUID().slice(0, 8)}:`
  Object.assign(process.env, {
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    REDIS_KEY_PREFIX: prefix,
    CONTENT_DIR: contentDir,
    CONTENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
  })
  // Migrations, catalog and stores once, before two servers could race for them.
  const seeded = spawnSync(process.execPath, [join(root, 'scripts', 'seed-catalog.mjs')], {
    cwd: root,
    stdio: 'inherit',
  })
  if (seeded.status !== 0) throw new Error('seeding the database failed')

  const [portA, portB] = process.env.TWO_SERVERS_PORTS
    ? process.env.TWO_SERVERS_PORTS.split(',').map(Number)
    : [await findFreePort(), await findFreePort()]
  const servers = [startServer({ cwd: root, port: portA }), startServer({ cwd: root, port: portB })]
  try {
    await Promise.all(
      servers.map((s) =>
        waitUntilReady(s, { host: '127.0.0.1', path: '/api/deployment/', timeoutMs: 90_000 }),
      ),
    )
    console.log(`two servers on :${portA} and :${portB}, database ${DATABASE}, Redis prefix ${prefix}`)

    await check('a basket written through one server is read through the other', async () => {
      const visitor = await newVisitor(portA)
      const [variant] = await buyableVariants(portA, 1)
      const added = await addItem(portA, visitor, variant)
      if (added.status !== 200 && added.status !== 201)
        throw new Error(`addItem on A answered ${added.status}: ${added.text.slice(0, 200)}`)
      const lines = await basketLines(portB, visitor)
      if (lines.get(variant) !== 1)
        throw new Error(`B reads ${JSON.stringify([...lines])}, expected variant ${variant} × 1`)
      return `variant ${variant} × 1 added on :${portA}, read on :${portB}`
    })

    await check(
      `a content webhook sent to one server makes both serve the new text within ${PROPAGATION_LIMIT_MS} ms`,
      async () => {
        for (const port of [portA, portB, portA, portB]) {
          const page = await call(port, PAGE)
          if (page.status !== 200) throw new Error(`${PAGE} on :${port} answered ${page.status}`)
        }
        const title = `Impressum ${randomUUID().slice(0, 8)}`
        const uuid = setStoryTitle(contentDir, title)
        // The cached page holds until the webhook: without it no server shows the edit.
        for (const port of [portA, portB]) {
          if (titleOf((await call(port, PAGE)).text).includes(title))
            throw new Error(`:${port} shows the edit before any webhook`)
        }
        const storyId = await storyIdOf(uuid)
        const started = Date.now()
        const hook = await sendWebhook(portA, {
          text: 'two servers',
          action: 'published',
          space_id: 1,
          story_id: storyId,
          full_slug: STORY,
        })
        if (hook.status !== 200) throw new Error(`webhook answered ${hook.status}: ${hook.text}`)
        // Each server polled on its own, as visitors would: the first visit after the webhook gets the
        // stale page and starts its render, a later one the new page.
        const deadline = started + PROPAGATION_LIMIT_MS + 3_000
        const firstSeen = async (/** @type {number} */ port) => {
          const answers = []
          while (Date.now() < deadline) {
            const page = await call(port, PAGE)
            answers.push(page.cache)
            if (titleOf(page.text).includes(title)) return { ms: Date.now() - started, answers }
            await sleep(50)
          }
          return { ms: Number.POSITIVE_INFINITY, answers }
        }
        const seen = await Promise.all([portA, portB].map(firstSeen))
        const times = [portA, portB]
          .map((port, i) => `:${port} ${seen[i]?.ms} ms (${seen[i]?.answers.join(' ')})`)
          .join(', ')
        if (seen.some((s) => s.ms > PROPAGATION_LIMIT_MS)) throw new Error(`new title served after ${times}`)
        return `new title served after ${times}`
      },
    )

    await check(`${ADDS} parallel adds split across both servers end exact`, async () => {
      const visitor = await newVisitor(portB)
      const variants = await buyableVariants(portA, 5)
      const answers = await Promise.all(
        Array.from({ length: ADDS }, (_, i) =>
          addItem(i % 2 === 0 ? portA : portB, visitor, variants[i % variants.length]),
        ),
      )
      const refused = answers.filter((a) => a.status !== 200 && a.status !== 201)
      if (refused.length > 0)
        throw new Error(
          `${refused.length} adds refused, first: ${refused[0].status} ${refused[0].text.slice(0, 200)}`,
        )
      const expected = ADDS / variants.length
      for (const port of [portA, portB]) {
        const lines = await basketLines(port, visitor)
        const total = [...lines.values()].reduce((a, b) => a + b, 0)
        const wrong = variants.filter((v) => lines.get(v) !== expected)
        if (total !== ADDS || wrong.length > 0)
          throw new Error(
            `:${port} reads ${JSON.stringify([...lines])}, expected ${variants.length} lines × ${expected}`,
          )
      }
      return `${variants.length} lines × ${expected} = ${ADDS} pieces, read alike on both`
    })
  } finally {
    await Promise.all(servers.map((s) => s.stop()))
    rmSync(contentDir, { recursive: true, force: true })
    await dropKeys(prefix)
  }
}

/** Deletes the test's own keys; other users of this Redis keep theirs. @param {string} prefix */
async function dropKeys(prefix) {
  const redis = new Redis(REDIS_URL)
  try {
    for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 }))
      if (keys.length > 0) await redis.del(...keys)
  } finally {
    redis.disconnect()
  }
}

/** The embedded story id of a uuid, as the content rules derive it. @param {string} uuid */
async function storyIdOf(uuid) {
  const { importTs } = await import('./ts-import.mjs')
  const { stableId } = await importTs('lib/content/rules/embedded/records.ts')
  return stableId(uuid)
}

try {
  await main()
  if (results.length > 0) {
    const passed = results.filter((r) => r.ok).length
    writeReport({ passed, failed: results.length - passed, results })
    console.log(`\ntwo servers: ${passed} passed, ${results.length - passed} failed`)
    if (passed < results.length) process.exitCode = 1
  }
} catch (error) {
  console.error(`two-server test failed: ${error instanceof Error ? error.stack : error}`)
  writeReport({ passed: 0, failed: 1, results: [{ name: 'set-up', ok: false, detail: String(error) }] })
  process.exitCode = 1
}
