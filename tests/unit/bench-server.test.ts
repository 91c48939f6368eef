import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { get } from '@/bench/lib/http.mjs'
import { findFreePort, hasBuild, startServer, waitUntilReady } from '@/bench/lib/server.mjs'

// A stand-in for `next start`: serves on -p after a short start-up and spawns a child of its own, like
// Next's workers, so the test can see that stop() ends the whole process group.
const FAKE_NEXT = `
const { createServer } = require('node:http')
const { spawn } = require('node:child_process')
const port = Number(process.argv[process.argv.indexOf('-p') + 1])
const worker = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' })
console.log('worker ' + worker.pid)
setTimeout(() => createServer((req, res) => res.end(req.headers.host)).listen(port), 300)
`
const FAILING_NEXT = `console.error('Could not find a production build'); process.exit(1)`

// A killed orphan stays a zombie until PID 1 reaps it, which some containers never do: that counts as dead.
async function isRunning(pid: number) {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z'
  } catch {
    return false
  }
}

describe('bench server lifecycle: never leave a server running', () => {
  let cwd: string

  beforeAll(async () => {
    cwd = await mkdtemp(join(tmpdir(), 'bench-server-'))
    await mkdir(join(cwd, 'node_modules', 'next', 'dist', 'bin'), { recursive: true })
  })
  afterAll(() => rm(cwd, { recursive: true, force: true }))

  it('finds a free port', async () => {
    const port = await findFreePort()
    expect(port).toBeGreaterThan(1024)
  })

  it('knows whether a build exists', async () => {
    expect(hasBuild(cwd, {})).toBe(false)
    await mkdir(join(cwd, '.next'), { recursive: true })
    await writeFile(join(cwd, '.next', 'BUILD_ID'), 'x')
    expect(hasBuild(cwd, {})).toBe(true)
    // A build in its own folder (NEXT_DIST_DIR, as next.config.ts reads it) is that folder's.
    expect(hasBuild(cwd, { NEXT_DIST_DIR: '.next-bench' })).toBe(false)
    await mkdir(join(cwd, '.next-bench'), { recursive: true })
    await writeFile(join(cwd, '.next-bench', 'BUILD_ID'), 'x')
    expect(hasBuild(cwd, { NEXT_DIST_DIR: '.next-bench' })).toBe(true)
  })

  it('waits until the server answers, then stops it with everything it spawned', async () => {
    await writeFile(join(cwd, 'node_modules', 'next', 'dist', 'bin', 'next'), FAKE_NEXT)
    const port = await findFreePort()
    const server = startServer({ cwd, port })
    let workerPid = 0
    try {
      await waitUntilReady(server, { host: `localhost:${port}`, path: '/bench-baseline/', timeoutMs: 10_000 })
      const answer = await get({ port, host: `de-ch.localhost:${port}`, path: '/' })
      expect(answer.body.toString()).toBe(`de-ch.localhost:${port}`)
      workerPid = Number(server.logTail().match(/worker (\d+)/)?.[1])
      expect(await isRunning(workerPid)).toBe(true)
    } finally {
      await server.stop()
    }
    expect(server.hasExited()).toBe(true)
    // The group got its SIGTERM together with the main process; give the worker a moment to act on it.
    await expect.poll(() => isRunning(workerPid), { timeout: 2_000 }).toBe(false)
    await expect(get({ port, host: `localhost:${port}`, path: '/', timeoutMs: 1_000 })).rejects.toThrow()
  })

  it('fails with the server output when it exits before answering', async () => {
    await writeFile(join(cwd, 'node_modules', 'next', 'dist', 'bin', 'next'), FAILING_NEXT)
    const server = startServer({ cwd, port: await findFreePort() })
    try {
      await expect(
        waitUntilReady(server, { host: 'localhost', path: '/', timeoutMs: 10_000 }),
      ).rejects.toThrow(/exited before answering:\nCould not find a production build/)
    } finally {
      await server.stop()
    }
  })
})
