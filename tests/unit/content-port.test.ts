import { describe, expect, it } from 'vitest'
import type { ISbResult } from 'storyblok-js-client'
import { createContentCache } from '@/lib/content/server/response-cache'
import { clientOptionsFor } from '@/lib/content/server/client'
import { EMBEDDED_ENDPOINT } from '@/lib/content/server/embedded/fetch'
import { EMBEDDED_TOKENS } from '@/lib/content/rules/embedded/handler'
import { contentSourceFromEnv } from '@/lib/content/server/env'
import { ContentServiceError, toContentServiceError } from '@/lib/content/rules/errors'
import { storyPath } from '@/lib/content/server/stories'
import { storyCacheTags } from '@/lib/content/server/tags'

describe('content source from the environment', () => {
  it.each([
    [{}, { kind: 'embedded' }],
    [{ STORYBLOK_TOKEN: '' }, { kind: 'embedded' }],
    [{ STORYBLOK_TOKEN: '  ' }, { kind: 'embedded' }],
    [{ STORYBLOK_TOKEN: 'pub' }, { kind: 'storyblok', token: 'pub', previewToken: 'pub', region: 'eu' }],
    [
      { STORYBLOK_TOKEN: 'pub', STORYBLOK_PREVIEW_TOKEN: 'prev', STORYBLOK_REGION: 'us' },
      { kind: 'storyblok', token: 'pub', previewToken: 'prev', region: 'us' },
    ],
    [
      { STORYBLOK_TOKEN: 'pub', STORYBLOK_REGION: '' },
      { kind: 'storyblok', token: 'pub', previewToken: 'pub', region: 'eu' },
    ],
  ])('%j → %j', (env, expected) => {
    expect(contentSourceFromEnv(env)).toEqual(expected)
  })

  it('rejects an unknown region', () => {
    expect(() => contentSourceFromEnv({ STORYBLOK_TOKEN: 'pub', STORYBLOK_REGION: 'mars' })).toThrow()
  })

  it('points the client at the embedded service without a token, with the preview token only in preview', () => {
    const published = clientOptionsFor({ kind: 'embedded' }, false)
    expect(published).toMatchObject({
      endpoint: EMBEDDED_ENDPOINT,
      accessToken: EMBEDDED_TOKENS.public,
      preview: false,
    })
    expect(typeof published.fetch).toBe('function')
    expect(clientOptionsFor({ kind: 'embedded' }, true)).toMatchObject({
      accessToken: EMBEDDED_TOKENS.preview,
      preview: true,
    })
  })

  it('points the client at Storyblok in the configured region with a token', () => {
    const source = { kind: 'storyblok', token: 'pub', previewToken: 'prev', region: 'ap' } as const
    expect(clientOptionsFor(source, false)).toEqual({ accessToken: 'pub', region: 'ap', preview: false })
    expect(clientOptionsFor(source, true)).toEqual({ accessToken: 'prev', region: 'ap', preview: true })
  })
})

describe('content cache: bounded and expiring (spec 01 §9 cache for published requests)', () => {
  const result = (n: number) => ({ data: { n }, headers: {}, perPage: 0, total: 0 }) as unknown as ISbResult

  it('expires entries after the TTL', async () => {
    let clock = 0
    const cache = createContentCache({ ttlMs: 1_000, maxEntries: 10, now: () => clock })
    await cache.set('a', result(1))
    clock = 999
    expect(await cache.get('a')).toEqual(result(1))
    clock = 1_000
    expect(await cache.get('a')).toBeUndefined()
  })

  it('drops the least recently used entry past maxEntries', async () => {
    const cache = createContentCache({ ttlMs: 60_000, maxEntries: 2 })
    await cache.set('a', result(1))
    await cache.set('b', result(2))
    await cache.get('a')
    await cache.set('c', result(3))
    expect(await cache.get('b')).toBeUndefined()
    expect(await cache.get('a')).toEqual(result(1))
    expect(cache.size).toBe(2)
  })

  it('hands out copies, and flush empties it', async () => {
    const cache = createContentCache({ ttlMs: 60_000, maxEntries: 2 })
    await cache.set('a', result(1))
    const copy = await cache.get('a')
    ;(copy?.data as { n: number }).n = 99
    expect(await cache.get('a')).toEqual(result(1))
    await cache.flush()
    expect(cache.size).toBe(0)
  })

  it('keeps nothing with a TTL of 0', async () => {
    const cache = createContentCache({ ttlMs: 0, maxEntries: 2 })
    await cache.set('a', result(1))
    expect(cache.size).toBe(0)
  })
})

describe('content errors: status text, status and response (spec 01 §8)', () => {
  const response = {
    data: ['This record could not be found'],
    status: 404,
    statusText: 'Not Found',
    headers: {},
  }
  it.each([
    [
      'the library’s status rejection',
      { message: 'This record could not be found', status: 404, response },
      { status: 404, statusText: 'Not Found', message: 'This record could not be found' },
    ],
    [
      'a timeout',
      { message: 'Request timeout: The request was aborted due to timeout' },
      { status: undefined, message: expect.stringContaining('timeout') },
    ],
    [
      'a bare non-200 answer',
      { ...response, status: 204, statusText: 'No Content' },
      { status: 204, statusText: 'No Content', message: 'No Content' },
    ],
    ['an Error', new Error('boom'), { status: undefined, message: 'boom' }],
    ['anything else', 'odd', { message: 'odd' }],
  ])('%s', (_what, reason, expected) => {
    const error = toContentServiceError(reason)
    expect(error).toBeInstanceOf(ContentServiceError)
    expect(error).toMatchObject(expected)
  })

  it('marks a 404 as not found', () => {
    expect(toContentServiceError({ message: 'x', status: 404, response }).isNotFound).toBe(true)
    expect(toContentServiceError({ message: 'x', status: 500 }).isNotFound).toBe(false)
  })
})

describe('story paths asked for per language (spec 01 §2 translated slugs)', () => {
  it.each([
    ['ratgeber/ordnung', 'de', 'ratgeber/ordnung'],
    ['/les-inspirations/ordre', 'fr', 'fr/les-inspirations/ordre'],
    ['magazine/orde', 'nl', 'nl/magazine/orde'],
    ['cuisine/espèces', 'fr', 'fr/cuisine/esp%C3%A8ces'],
    ['ratgeber/', 'de', 'ratgeber/'],
  ] as const)('storyPath(%s, %s) = %s', (slug, language, expected) => {
    expect(storyPath(slug, language)).toBe(expected)
  })

  it('tags a story by its id, what a webhook names (lib/content/server/tags.ts)', () => {
    expect(storyCacheTags({ id: 7, content: { component: 'page', _uid: 'p' } })).toEqual(['story:7'])
  })
})
