import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { groupCpuMs } from './cpu.mjs'
import { groupRssKb } from './memory.mjs'
import { get } from './http.mjs'

/** @param {string} cwd */
function nextBin(cwd) {
  return join(cwd, 'node_modules', 'next', 'dist', 'bin', 'next')
}

/** A port the OS says is free right now. */
export function findFreePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

/**
 * The build's folder: next.config.ts reads NEXT_DIST_DIR, and build and start inherit the environment,
 * so the bench uses the same folder (parallel builds of one checkout each have their own).
 * @param {Record<string, string | undefined>} env
 */
export function distDir(env = process.env) {
  return env.NEXT_DIST_DIR || '.next'
}

/** @param {string} cwd @param {Record<string, string | undefined>} env */
export function hasBuild(cwd, env = process.env) {
  return existsSync(join(cwd, distDir(env), 'BUILD_ID'))
}

/** `next build` with its output shown, since it is the slow part and its errors matter. @param {string} cwd */
export function buildApp(cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [nextBin(cwd), 'build'], {
      cwd,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    })
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0 ? resolve(undefined) : reject(new Error(`next build failed (${signal ?? `exit ${code}`})`)),
    )
  })
}

/**
 * Starts `next start` in its own process group, so stop() ends it and anything it spawned.
 * Its output is kept (last lines only) to explain a failed start, not printed.
 * @param {{ cwd: string, port: number }} options
 */
export function startServer({ cwd, port }) {
  const child = spawn(process.execPath, [nextBin(cwd), 'start', '-p', String(port)], {
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    // One proxy trusted, as in production: bench shoppers send their own addresses (benchClientAddress).
    // The bare page rendered per request answers only here (app/bench-baseline/rendered/).
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      TRUST_PROXY: '1',
      BENCH_RENDERED_BASELINE: '1',
    },
  })
  const log = /** @type {string[]} */ ([])
  const keep = (/** @type {Buffer} */ chunk) => {
    log.push(...chunk.toString().split('\n').filter(Boolean))
    log.splice(0, Math.max(0, log.length - 40))
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  let exited = false
  const exit = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      exited = true
      resolve(signal ?? code)
    }),
  )

  return {
    port,
    /** CPU milliseconds the server's process group used so far; null where /proc cannot tell. */
    cpuMs: () => (child.pid === undefined ? null : groupCpuMs(child.pid)),
    /** Resident memory of the server's process group in kB; null where /proc cannot tell. */
    rssKb: () => (child.pid === undefined ? null : groupRssKb(child.pid)),
    logTail: () => log.join('\n'),
    hasExited: () => exited,
    exit,
    /** SIGTERM to the group, SIGKILL if it is still there after a grace period. */
    async stop(graceMs = 5_000) {
      if (exited || child.pid === undefined) return
      signalGroup(child.pid, 'SIGTERM')
      const timedOut = await Promise.race([exit.then(() => false), sleep(graceMs).then(() => true)])
      if (timedOut) {
        signalGroup(child.pid, 'SIGKILL')
        await exit
      }
    },
  }
}

/** @param {number} pid @param {NodeJS.Signals} signal */
function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal)
  } catch (error) {
    // ESRCH: the group is already gone.
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ESRCH') throw error
  }
}

/**
 * Polls until the server answers anything at all (a 404 is an answer); fails early when it exits.
 * @param {ReturnType<typeof startServer>} server
 * @param {{ host: string, path: string, timeoutMs?: number }} probe
 */
export async function waitUntilReady(server, { host, path, timeoutMs = 60_000 }) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.hasExited()) throw new Error(`next start exited before answering:\n${server.logTail()}`)
    try {
      await get({ port: server.port, host, path, timeoutMs: 5_000 })
      return
    } catch {
      await sleep(250)
    }
  }
  throw new Error(`next start did not answer within ${timeoutMs} ms:\n${server.logTail()}`)
}

/**
 * The start of the single-purpose bench scripts: build unless `--no-build` finds one, start `next start`
 * on a free port and wait for the baseline page; stops the server again when it never answers.
 * @param {string} cwd @param {string[]} argv @param {string} label e.g. "bench:soak" @param {string} host
 */
export async function startBuiltServer(cwd, argv, label, host) {
  if (!argv.includes('--no-build') || !hasBuild(cwd)) {
    console.log(`[${label}] next build (into ${distDir()})`)
    await buildApp(cwd)
  }
  const server = startServer({ cwd, port: await findFreePort() })
  try {
    await waitUntilReady(server, { host, path: '/bench-baseline/' })
  } catch (error) {
    await server.stop()
    throw error
  }
  return server
}
