/**
 * Issue 13 item 2 on the production server, de-de only: unknown paths do not fill the disk. 200 unique
 * paths no story or product claims (content-looking, product-looking, `/images/x/`, `/bench-baseline/x/`,
 * in the market's language and in one it does not serve) each answer 404 (the shop's pages with "Page Not Found" and
 * the path), and what they add to the server's build folder (its distDir: NEXT_DIST_DIR or .next) is less
 * than 100 kB.
 * Before the fix, 240 such paths added 1,920 files and 22 MB under .next/.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { test, expect } from './fixtures'

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'de-de', 'market-independent: de-de only')
})

const DIST_DIR = process.env.NEXT_DIST_DIR || '.next'
const MAX_GROWTH_BYTES = 100 * 1024

interface FileInfo {
  path: string
  bytes: number
  modifiedMs: number
}

function filesUnder(dir: string): FileInfo[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name)
      const stat = statSync(path)
      return { path, bytes: stat.size, modifiedMs: stat.mtimeMs }
    })
}

const sum = (files: FileInfo[]) => files.reduce((total, file) => total + file.bytes, 0)

/**
 * What the unknown paths of this run wrote: new or changed files that name the run's token in their path
 * (a page entry) or content (a data entry). Other suites running meanwhile cache their own real pages;
 * those are not this test's business, so the folder's total growth is only logged.
 */
function writtenFor(token: string, sinceMs: number): FileInfo[] {
  return filesUnder(DIST_DIR).filter(
    (file) =>
      file.modifiedMs >= sinceMs &&
      (file.path.includes(token) || readFileSync(file.path, 'latin1').includes(token)),
  )
}

/** Five kinds of unknown path, each unique per run and number (the 404's path is what it shows). */
function unknownPaths(run: string, count: number): string[] {
  const kinds = [
    (n: number) => `/de/gibt-es-nicht-${run}-${n}/`,
    (n: number) => `/de/ratgeber/${run}-${n}/verloren/`,
    (n: number) => `/de/p/kein-produkt-${run}-${n}-${9_000_000 + n}/`,
    (n: number) => `/fr/mauvaise-langue-${run}-${n}/`,
    (n: number) => `/images/${run}-${n}/`,
    (n: number) => `/bench-baseline/${run}-${n}/`,
  ]
  return Array.from({ length: count }, (_, n) => kinds[n % kinds.length]!(n))
}

// The shop's 404 page with the path: every path the proxy routes. `/images/x/` and `/bench-baseline/x/`
// skip the proxy and get Next's own 404 document (no market, no shop layout): checked for status only.
const isShopPath = (path: string) => !/^\/(images|bench-baseline)\//.test(path)

test('200 unknown paths answer 404 with their path and leave the build folder within 100 kB', async ({
  shop,
}) => {
  test.setTimeout(180_000)
  const run = Date.now().toString(36)
  // Warm-up: the 404 page's shared parts (layout reads) may be cached once, like any page's.
  for (const path of unknownPaths(`${run}w`, 12)) expect((await shop.get(path)).status(), path).toBe(404)

  const before = sum(filesUnder(DIST_DIR))
  const startMs = Date.now() - 1000
  for (const path of unknownPaths(run, 200)) {
    const response = await shop.get(path)
    expect(response.status(), path).toBe(404)
    if (!isShopPath(path)) continue
    const html = await response.text()
    expect(html, path).toContain('Page Not Found')
    expect(html, path).toContain(path)
  }
  const written = writtenFor(run, startMs)
  console.log(
    `[hardening-cache] 200 unknown paths wrote ${written.length} files, ${sum(written)} bytes; ` +
      `${DIST_DIR} grew by ${sum(filesUnder(DIST_DIR)) - before} bytes in all (other suites included)`,
  )
  expect(sum(written)).toBeLessThan(MAX_GROWTH_BYTES)
})
