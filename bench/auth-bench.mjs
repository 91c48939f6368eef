// `npm run bench:auth`: login throughput and latency of the shop's own auth back end (spec 02 §7 POST
// /api/user/auth/login/), beside the bare baseline page measured in the same run, with the argon2id
// parameters the shop hashes with. Runs on its own embedded database (.data/bench-auth), seeded with
// --accounts registered customers before the server starts; every login is a fresh visitor, so each
// request verifies one argon2id hash, merges an empty guest basket and rotates the session (the whole
// price of a real login).
import { rm } from 'node:fs/promises'
import { writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { importTs } from '../scripts/ts-import.mjs'
import { round, summarizeLoad } from './lib/load.mjs'
import { buildApp, distDir, findFreePort, hasBuild, startServer, waitUntilReady } from './lib/server.mjs'
import { countFlag } from './lib/options.mjs'

const root = dirname(dirname(fileURLToPath(import.meta.url)))
const HOST = 'de-de.localhost'
const PASSWORD = 'Bench-Login-2026'
const args = process.argv.slice(2)
const flag = (/** @type {string} */ name, /** @type {number} */ fallback) => countFlag(args, name, fallback)
const connections = flag('--connections', 8)
const duration = flag('--duration', 10)
const warmup = flag('--warmup', 2)
const accountCount = flag('--accounts', 200)

/** Registered customers of shop 1 written straight into the bench database, all with one password. */
async function seedAccounts(/** @type {string} */ dir) {
  const { openDatabase } = await importTs('lib/db/client.ts')
  const { ensureDatabaseReady } = await importTs('lib/db/bootstrap.ts')
  const { insertRegisteredCustomer } = await importTs('lib/account/server/customers.ts')
  const { hashPassword, ARGON2_PARAMS } = await importTs('lib/account/server/password-hash.ts')
  const connection = await openDatabase({ driver: 'pglite', dataDir: dir })
  try {
    await ensureDatabaseReady(connection)
    const passwordHash = await hashPassword(PASSWORD)
    const emails = Array.from({ length: accountCount }, (_, i) => `bench-${i}@example.org`)
    await connection.db.transaction(async (/** @type {any} */ tx) => {
      for (const email of emails) {
        await insertRegisteredCustomer(tx, {
          shopId: 1,
          email,
          firstName: 'Bench',
          lastName: 'Shopper',
          gender: 'd',
          newsletter: false,
          passwordHash,
        })
      }
    })
    return { emails, params: ARGON2_PARAMS }
  } finally {
    await connection.close()
  }
}

async function main() {
  if (!args.includes('--no-build') || !hasBuild(root)) {
    console.log(`[bench:auth] next build (into ${distDir()})`)
    await buildApp(root)
  }
  const dir = join(root, '.data', 'bench-auth')
  await rm(dir, { recursive: true, force: true })
  const { emails, params } = await seedAccounts(dir)
  process.env.PGLITE_DIR = dir
  const port = await findFreePort()
  const server = startServer({ cwd: root, port })
  try {
    await waitUntilReady(server, { host: HOST, path: '/bench-baseline/' })
    const baseline = summarizeLoad(
      await autocannon({
        url: `http://127.0.0.1:${port}/bench-baseline/`,
        headers: { host: HOST },
        connections,
        duration,
      }),
    )
    let next = 0
    const loginOptions = (/** @type {number} */ seconds) => ({
      url: `http://127.0.0.1:${port}/api/user/auth/login/?locale=de`,
      method: /** @type {const} */ ('POST'),
      connections,
      duration: seconds,
      headers: { host: HOST, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      requests: [
        {
          setupRequest: (/** @type {any} */ req) => ({
            ...req,
            body: JSON.stringify({ email: emails[next++ % emails.length], password: PASSWORD }),
          }),
        },
      ],
    })
    await autocannon(loginOptions(warmup))
    const login = summarizeLoad(await autocannon(loginOptions(duration)))
    const results = { date: new Date().toISOString(), connections, duration, argon2: params, baseline, login }
    await writeFile(join(root, 'bench', 'auth-results.json'), `${JSON.stringify(results, null, 2)}\n`)
    const row = (/** @type {string} */ name, /** @type {any} */ r) =>
      `${name.padEnd(16)}${String(r.reqPerSec).padStart(9)}${String(r.p50Ms).padStart(8)}${String(r.p99Ms).padStart(8)}${String(r.non2xx).padStart(9)}  x base ${round(r.reqPerSec / baseline.reqPerSec, 3)}  p99 x base ${round(r.p99Ms / Math.max(baseline.p99Ms, 1), 1)}`
    console.log(
      `\nargon2id m=${params.memoryCost} KiB, t=${params.timeCost}, p=${params.parallelism}; ${connections} connections, ${duration} s`,
    )
    console.log(
      `${'call'.padEnd(16)}${'req/s'.padStart(9)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'non-2xx'.padStart(9)}`,
    )
    console.log(row('baseline page', baseline))
    console.log(row('login', login))
    if (login.non2xx > 0) console.log(`status codes: ${JSON.stringify(login.statusCodes)}`)
  } finally {
    await server.stop()
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
