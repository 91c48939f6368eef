import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { CONTENT_SERVICE } from '@/lib/config/constants'
import { createContentCache } from '@/lib/content/server/response-cache'
import {
  ContentClientAbortedError,
  createContentClient,
  type ContentClientOptions,
} from '@/lib/content/server/client'
import { ContentServiceError, toContentServiceError } from '@/lib/content/rules/errors'

const CDN = 'https://api.storyblok.com/v2/cdn'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  vi.useRealTimers()
  vi.restoreAllMocks()
})
afterAll(() => server.close())
// The library announces every 429 retry on the console.
beforeEach(() => void vi.spyOn(console, 'log').mockImplementation(() => {}))

let tokenCount = 0
/** A client on its own token and cache: the library keeps cv per token across instances. */
function client(options: ContentClientOptions = {}) {
  const cache = createContentCache({ ttlMs: 60_000, maxEntries: 100 })
  return { sb: createContentClient({ accessToken: `token-${++tokenCount}`, cache, ...options }), cache }
}

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
/** A story as Storyblok's Content Delivery API v2 answers it. */
function sbStory(n: number, content: Record<string, unknown> = {}) {
  return {
    name: `Story ${n}`,
    created_at: '2025-01-01T00:00:00.000Z',
    published_at: '2025-01-02T00:00:00.000Z',
    id: 1000 + n,
    uuid: uuid(n),
    content: { _uid: `uid-${n}`, component: 'page', ...content },
    slug: `story-${n}`,
    full_slug: `folder/story-${n}`,
    sort_by_date: null,
    position: 0,
    tag_list: [],
    is_startpage: false,
    parent_id: 1,
    meta_data: null,
    group_id: uuid(n),
    first_published_at: '2025-01-02T00:00:00.000Z',
    release_id: null,
    lang: 'default',
    path: null,
    alternates: [],
    default_full_slug: null,
    translated_slugs: null,
  }
}
const storyAnswer = (n: number, extra: object = {}) =>
  HttpResponse.json({ story: sbStory(n), cv: 1, rels: [], links: [], ...extra })

/** Runs fake time forward until `promise` settles (retry delays and the rate limiter both wait on timers). */
async function settle<T>(promise: Promise<T>): Promise<{ value?: T; reason?: unknown }> {
  let outcome: { value?: T; reason?: unknown } | null = null
  promise.then(
    (value) => (outcome = { value }),
    (reason: unknown) => (outcome = { reason }),
  )
  for (let i = 0; i < 200 && !outcome; i++) await vi.advanceTimersByTimeAsync(50)
  if (!outcome) throw new Error('still pending after 10 s of fake time')
  return outcome
}

describe('content client: 429 retried after 300 ms, at most 10 times (spec 01 §8–9)', () => {
  it('retries through a run of 429s and resolves with the first success', async () => {
    const seen: number[] = []
    server.use(
      http.get(`${CDN}/stories/home`, () => {
        seen.push(Date.now())
        return seen.length <= 3
          ? HttpResponse.json({ error: 'Too Many Requests' }, { status: 429 })
          : storyAnswer(1)
      }),
    )
    const answer = await client().sb.getStory('home')
    expect(answer.data.story.uuid).toBe(uuid(1))
    expect(seen).toHaveLength(4)
    for (let i = 1; i < seen.length; i++)
      expect((seen[i] ?? 0) - (seen[i - 1] ?? 0)).toBeGreaterThanOrEqual(CONTENT_SERVICE.retryDelayMs - 5)
  })

  it('resolves after exactly 10 retries (11 attempts, the last one answered)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    let attempts = 0
    server.use(
      http.get(`${CDN}/stories/home`, () =>
        ++attempts <= 10 ? HttpResponse.json({}, { status: 429 }) : storyAnswer(1),
      ),
    )
    const answer = await settle(client().sb.getStory('home'))
    expect(answer).toMatchObject({ value: { data: { story: { uuid: uuid(1) } } } })
    expect(attempts).toBe(11)
  })

  it('rejects with the 429 once 11 attempts are all refused', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    let attempts = 0
    server.use(
      http.get(`${CDN}/stories/home`, () => {
        attempts++
        return HttpResponse.json(
          { error: 'Too Many Requests' },
          { status: 429, statusText: 'Too Many Requests' },
        )
      }),
    )
    const outcome = await settle(client().sb.getStory('home'))
    expect(outcome).toMatchObject({ reason: { status: 429, message: 'Too Many Requests' } })
    expect(attempts).toBe(CONTENT_SERVICE.maxRetries + 1)
  })
})

describe('content client: answers outside 200–206 rejected with status text, status and response (spec 01 §8)', () => {
  it.each([
    [401, 'Unauthorized', { error: 'Unauthorized' }, 'Unauthorized'],
    [404, 'Not Found', ['This record could not be found'], 'This record could not be found'],
    [422, 'Unprocessable Entity', { per_page: ['must be a number'] }, 'per_page: must be a number'],
    [500, 'Internal Server Error', { error: 'Internal Server Error' }, 'Internal Server Error'],
    [503, 'Service Unavailable', { error: 'Service Unavailable' }, 'Service Unavailable'],
    [207, 'Multi-Status', { error: 'partial' }, 'partial'],
  ])(
    '%i → rejects, and ContentServiceError keeps status, status text and response',
    async (status, statusText, body, message) => {
      let attempts = 0
      server.use(
        http.get(`${CDN}/stories/home`, () => {
          attempts++
          return HttpResponse.json(body, { status, statusText })
        }),
      )
      const reason = await client()
        .sb.getStory('home')
        .then(
          () => null,
          (r: unknown) => r,
        )
      expect(reason).toMatchObject({ status, message, response: { status, statusText, data: body } })
      const error = toContentServiceError(reason)
      expect(error).toBeInstanceOf(ContentServiceError)
      expect(error).toMatchObject({ status, statusText, message })
      expect(attempts).toBe(1)
    },
  )

  it('accepts a 201 answer to a POST (inside 200–206)', async () => {
    server.use(
      http.post('https://api.storyblok.com/v1/spaces/1/stories', () =>
        HttpResponse.json({ story: { id: 1 } }, { status: 201 }),
      ),
    )
    const answer = await client({ accessToken: undefined, oauthToken: 'oauth' }).sb.post('spaces/1/stories', {
      story: { name: 'Neu', slug: 'neu' },
    })
    expect(answer.status).toBe(201)
  })
})

describe('content client: a timeout aborts the request (spec 01 §8)', () => {
  it('aborts a request that takes longer than the timeout and rejects', async () => {
    let aborted = false
    server.use(
      http.get(`${CDN}/stories/slow`, ({ request }) => {
        return new Promise<Response>((resolve) => {
          request.signal.addEventListener('abort', () => {
            aborted = true
            resolve(storyAnswer(1))
          })
        })
      }),
    )
    const started = Date.now()
    const reason = await client({ timeoutMs: 100 })
      .sb.getStory('slow')
      .then(
        () => null,
        (r: unknown) => r,
      )
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(aborted).toBe(true)
    expect(toContentServiceError(reason)).toMatchObject({
      message: expect.stringMatching(/timeout/i),
      status: undefined,
    })
  })
})

describe('content client: an aborted client rejects new requests (spec 01 §8)', () => {
  it('cancels requests in flight and refuses new ones without reaching the service', async () => {
    let calls = 0
    server.use(
      http.get(`${CDN}/stories/:slug`, ({ request }) => {
        calls++
        return new Promise<Response>((resolve) =>
          request.signal.addEventListener('abort', () => resolve(storyAnswer(1))),
        )
      }),
    )
    const controller = new AbortController()
    const { sb } = client({ signal: controller.signal })
    const inFlight = sb.getStory('one').then(
      () => null,
      (r: unknown) => r,
    )
    await vi.waitFor(() => expect(calls).toBe(1))
    controller.abort()
    expect(await inFlight).toMatchObject({ message: new ContentClientAbortedError().message })
    await expect(sb.getStory('two')).rejects.toMatchObject({
      message: new ContentClientAbortedError().message,
    })
    expect(calls).toBe(1)
  })
})

// Timer jitter on a loaded 2-core machine: 900 ms still proves the throttle (unthrottled starts are ~0 ms apart).
describe('content client: rate limit, 5 per second and 3 with an oauth token (spec 01 §9)', () => {
  it('starts at most 5 requests in any second', async () => {
    const starts: number[] = []
    server.use(
      http.get(`${CDN}/stories/:slug`, ({ params }) => {
        starts.push(Date.now())
        return storyAnswer(Number(params.slug))
      }),
    )
    const { sb } = client()
    await Promise.all([1, 2, 3, 4, 5, 6, 7].map((n) => sb.getStory(String(n))))
    starts.sort((a, b) => a - b)
    expect(starts).toHaveLength(7)
    for (let i = 5; i < starts.length; i++)
      expect((starts[i] ?? 0) - (starts[i - 5] ?? 0)).toBeGreaterThanOrEqual(900)
    expect((starts[4] ?? 0) - (starts[0] ?? 0)).toBeLessThan(500)
  })

  it('starts at most 3 requests in any second with an oauth token', async () => {
    const starts: number[] = []
    server.use(
      http.get('https://api.storyblok.com/v1/spaces/1/stories/:id', () => {
        starts.push(Date.now())
        return HttpResponse.json({ story: { id: 1 } })
      }),
    )
    const { sb } = client({ accessToken: undefined, oauthToken: 'oauth' })
    await Promise.all([1, 2, 3, 4].map((n) => sb.get(`spaces/1/stories/${n}`)))
    starts.sort((a, b) => a - b)
    expect((starts[3] ?? 0) - (starts[0] ?? 0)).toBeGreaterThanOrEqual(900)
    expect((starts[2] ?? 0) - (starts[0] ?? 0)).toBeLessThan(500)
  })
})
