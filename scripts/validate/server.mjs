// The server the validators check (`npm run validate`): `next start` of the production build on a port of
// its own with the embedded database (seeded like the e2e one, in a folder of its own so an e2e run can
// go on beside it), or a server already answering on VALIDATE_PORT.
import { join } from 'node:path'
import { get } from '../../bench/lib/http.mjs'
import { distDir, findFreePort, hasBuild, startServer, waitUntilReady } from '../../bench/lib/server.mjs'
import { root } from '../ts-import.mjs'

/** Answers something on that port right now? */
async function answers(/** @type {number} */ port) {
  try {
    await get({ port, host: `de-de.localhost:${port}`, path: '/bench-baseline/', timeoutMs: 3_000 })
    return true
  } catch {
    return false
  }
}

/**
 * A server to check: the one on VALIDATE_PORT when it answers (a developer's running build), else a
 * `next start` of our own with the e2e settings of playwright.config.ts that change markup.
 * @param {(message: string) => void} log
 * @returns {Promise<{ port: number, stop: () => Promise<void> }>}
 */
export async function ensureServer(log) {
  const wanted = Number(process.env.VALIDATE_PORT) || undefined
  if (wanted && (await answers(wanted))) {
    log(`checking the server already on port ${wanted}`)
    return { port: wanted, stop: async () => {} }
  }
  if (!hasBuild(root)) throw new Error(`no build in ${distDir()}: run \`npx next build\` first`)
  const port = wanted ?? (await findFreePort())
  process.env.PGLITE_DIR = process.env.VALIDATE_PGLITE_DIR ?? join('.data', 'validate-pglite')
  process.env.DEPLOYMENT_ENV ??= 'production'
  log(`next start -p ${port} (database ${process.env.PGLITE_DIR})`)
  const server = startServer({ cwd: root, port })
  try {
    // The first start migrates and seeds the embedded database: give it the e2e webServer's two minutes.
    await waitUntilReady(server, { host: `de-de.localhost:${port}`, path: '/de/', timeoutMs: 120_000 })
  } catch (error) {
    await server.stop()
    throw error
  }
  return { port, stop: () => server.stop() }
}
