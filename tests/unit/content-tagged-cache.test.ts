import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// Next's unstable_cache, recorded: which key it was asked for with which tags. `mode` says how it
// answers: from a stored entry, by running the read, or as outside a Next server (no cache at all).
const calls: { key: string; tags: string[] }[] = []
const stored = new Map<string, unknown>()
let mode: 'next' | 'outside' = 'next'

vi.mock('next/cache', () => ({
  unstable_cache:
    (read: () => Promise<unknown>, keyParts: string[], options: { tags: string[] }) => async () => {
      if (mode === 'outside') throw new Error('Invariant: incrementalCache missing in unstable_cache x')
      const key = keyParts.join('|')
      calls.push({ key, tags: options.tags })
      if (!stored.has(key)) stored.set(key, await read())
      return stored.get(key)
    },
}))

const { cachedContentRead, forgetContentTags } = await import('@/lib/cache/tagged-cache')

beforeEach(() => {
  calls.length = 0
  stored.clear()
  mode = 'next'
  forgetContentTags()
})
afterEach(() => vi.restoreAllMocks())

const base = ['content', 'content-path:de:x']
const readOf = (value: string, tags: string[]) => vi.fn(async () => ({ value, tags }))

describe('cached content reads, tagged with the stories they hold', () => {
  it('asks again with the answer’s tags the first time, so the page collects them and a stale entry shows', async () => {
    const read = readOf('Seite', ['story:7', 'story:21'])
    expect(await cachedContentRead({ key: ['k'], tags: base, revalidate: 300, read })).toBe('Seite')
    expect(calls.map((c) => c.tags)).toEqual([base, [...base, 'story:7', 'story:21']])
    expect(read).toHaveBeenCalledTimes(1)
  })

  it('gives the remembered tags with every later call, once', async () => {
    const read = readOf('Seite', ['story:7'])
    await cachedContentRead({ key: ['k'], tags: base, revalidate: 300, read })
    calls.length = 0
    await cachedContentRead({ key: ['k'], tags: base, revalidate: 300, read })
    expect(calls).toEqual([{ key: 'k', tags: [...base, 'story:7'] }])
  })

  it('asks again when an answer names a new story (a relation added)', async () => {
    await cachedContentRead({ key: ['k'], tags: base, revalidate: 300, read: readOf('alt', ['story:7']) })
    stored.clear()
    calls.length = 0
    await cachedContentRead({
      key: ['k'],
      tags: base,
      revalidate: 300,
      read: readOf('neu', ['story:7', 'story:9']),
    })
    expect(calls.map((c) => c.tags)).toEqual([
      [...base, 'story:7'],
      [...base, 'story:7', 'story:9'],
    ])
  })

  it('keeps the tags of different keys apart', async () => {
    await cachedContentRead({ key: ['a'], tags: base, revalidate: 300, read: readOf('A', ['story:1']) })
    await cachedContentRead({ key: ['b'], tags: base, revalidate: 300, read: readOf('B', ['story:2']) })
    calls.length = 0
    await cachedContentRead({ key: ['b'], tags: base, revalidate: 300, read: readOf('B', ['story:2']) })
    expect(calls).toEqual([{ key: 'b', tags: [...base, 'story:2'] }])
  })

  it('throws what the read throws: a failed read is never an empty answer', async () => {
    const failure = new Error('content service: 503')
    const read = vi.fn(async () => {
      throw failure
    })
    await expect(cachedContentRead({ key: ['k'], tags: base, revalidate: 300, read })).rejects.toBe(failure)
  })

  it('reads directly where Next has no cache (tests, scripts)', async () => {
    mode = 'outside'
    const read = readOf('direkt', ['story:7'])
    expect(await cachedContentRead({ key: ['k'], tags: base, revalidate: 300, read })).toBe('direkt')
    expect(read).toHaveBeenCalledTimes(1)
  })
})
