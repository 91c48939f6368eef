/**
 * Next's cache with misses kept in memory only (issue 13 item 2): a 404 page or a cached read of nothing
 * is never written under the build's folder, so unknown paths cannot fill the disk; everything else is
 * written as Next writes it.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { promises as fsp, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import MissesInMemoryCache, { isMiss } from '@/lib/cache/server/misses-in-memory.mjs'

const dir = mkdtempSync(join(tmpdir(), 'misses-cache-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const fs = {
  existsSync,
  readFile: (path: string, encoding?: BufferEncoding) => fsp.readFile(path, encoding),
  writeFile: (path: string, data: string | Buffer) => fsp.writeFile(path, data),
  mkdir: (path: string) => fsp.mkdir(path, { recursive: true }),
  stat: (path: string) => fsp.stat(path),
}

const page = (status: number) => ({
  kind: 'APP_PAGE',
  html: `<h1>${status}</h1>`,
  rscData: Buffer.from('rsc'),
  headers: {},
  postponed: undefined,
  status,
  segmentData: undefined,
})
const read = (value: unknown) => ({
  kind: 'FETCH',
  data: { headers: {}, body: JSON.stringify({ value, tags: ['story-path:de:x'] }), status: 200, url: '' },
  revalidate: 300,
  tags: ['content'],
})

const files = (): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)

describe('isMiss', () => {
  it.each([
    ['a 404 page', page(404), true],
    ['a page', page(200), false],
    ['a cached read of nothing', read(null), true],
    ['a cached read of a story', read({ id: 1 }), false],
    ['a fetch answer that merely starts like one', { kind: 'FETCH', data: { body: '{"value":null' } }, false],
    ['nothing', null, false],
  ])('%s: %s', (_what, data, miss) => expect(isMiss(data)).toBe(miss))
})

describe('MissesInMemoryCache', () => {
  const cache = new MissesInMemoryCache({
    fs,
    flushToDisk: true,
    serverDistDir: dir,
    revalidatedTags: [],
    maxMemoryCacheSize: 10 * 1024 * 1024,
  })
  const appPage = {
    kind: 'APP_PAGE',
    isRoutePPREnabled: false,
    isFallback: false,
    cacheControl: { revalidate: 300, expire: 86400 },
  }

  it('keeps a 404 page and a read of nothing in memory, writes no file', async () => {
    await cache.set('/de-de/de/content/unknown-1', page(404), appPage)
    await cache.set('read-of-nothing', read(null), { fetchCache: true, tags: [] })
    expect(files()).toEqual([])
    expect(
      (
        await cache.get('/de-de/de/content/unknown-1', {
          kind: 'APP_PAGE',
          isRoutePPREnabled: false,
          isFallback: false,
        })
      )?.value,
    ).toMatchObject({ status: 404 })
  })

  it('writes a found page to disk as Next does', async () => {
    await cache.set('/de-de/de/content/impressum', page(200), appPage)
    expect(files().some((name) => name.endsWith('.html'))).toBe(true)
  })
})
