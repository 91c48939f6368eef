import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { CONTENT_SERVICE } from '@/lib/config/constants'
import { createContentCache } from '@/lib/content/server/response-cache'
import { createContentClient, type ContentClientOptions } from '@/lib/content/server/client'

const CDN = 'https://api.storyblok.com/v2/cdn'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

let tokenCount = 0
function client(options: ContentClientOptions = {}) {
  const cache = createContentCache({ ttlMs: 60_000, maxEntries: 100 })
  return { sb: createContentClient({ accessToken: `reads-${++tokenCount}`, cache, ...options }), cache }
}

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
function sbStory(n: number, content: Record<string, unknown> = {}) {
  return {
    name: `Story ${n}`,
    id: 1000 + n,
    uuid: uuid(n),
    content: { _uid: `uid-${n}`, component: 'page', ...content },
    slug: `story-${n}`,
    full_slug: `folder/story-${n}`,
    lang: 'default',
    published_at: '2025-01-02T00:00:00.000Z',
    translated_slugs: null,
  }
}
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i)

/** Records every request's query, answers with `answer`. */
function recordQueries(path: string, answer: (q: URLSearchParams) => Response) {
  const queries: URLSearchParams[] = []
  server.use(
    http.get(`${CDN}/${path}`, ({ request }) => {
      const q = new URL(request.url).searchParams
      queries.push(q)
      return answer(q)
    }),
  )
  return queries
}

describe('content client: pagination (spec 01 §9 default page size 25)', () => {
  it('getAll reads every page the total header announces, 25 per page by default', async () => {
    const all = range(1, 60).map((n) => sbStory(n))
    const queries = recordQueries('stories', (q) => {
      const perPage = Number(q.get('per_page'))
      const page = Number(q.get('page'))
      const stories = all.slice((page - 1) * perPage, page * perPage)
      return HttpResponse.json(
        { stories, cv: 1, rels: [], links: [] },
        { headers: { total: '60', 'per-page': String(perPage) } },
      )
    })
    const stories = await client().sb.getAll('cdn/stories', { starts_with: 'folder/' })
    expect(stories.map((s: { uuid: string }) => s.uuid)).toEqual(all.map((s) => s.uuid))
    expect(queries.map((q) => [q.get('page'), q.get('per_page')])).toEqual([
      ['1', '25'],
      ['2', '25'],
      ['3', '25'],
    ])
  })

  it('exposes total and per-page of one page', async () => {
    recordQueries('stories', () =>
      HttpResponse.json(
        { stories: [sbStory(1)], cv: 1, rels: [], links: [] },
        { headers: { total: '31', 'per-page': '25' } },
      ),
    )
    const answer = await client().sb.getStories({ per_page: 25, page: 2 })
    expect(answer).toMatchObject({ total: 31, perPage: 25 })
  })
})

describe('content client: relations and links resolved in batches of 50 uuids (spec 01 §9)', () => {
  const related = range(100, 60)

  function serveBatches() {
    return recordQueries('stories', (q) => {
      const uuids = (q.get('by_uuids') ?? '').split(',')
      const stories = related
        .filter((n) => uuids.includes(uuid(n)))
        .map((n) => sbStory(n, { component: 'author' }))
      return HttpResponse.json(
        { stories, cv: 1, rels: [], links: [] },
        { headers: { total: String(stories.length), 'per-page': '50' } },
      )
    })
  }

  it('60 relations answered as rel_uuids → 2 by_uuids requests of at most 50, and the uuids replaced by stories', async () => {
    recordQueries('stories/list', () =>
      HttpResponse.json({
        story: sbStory(1, { component: 'list', items: related.map(uuid) }),
        cv: 1,
        rels: [],
        links: [],
        rel_uuids: related.map(uuid),
      }),
    )
    const batches = serveBatches()
    const answer = await client().sb.getStory('list', { resolve_relations: 'list.items' })
    expect(batches.map((q) => q.get('by_uuids')?.split(',').length)).toEqual([
      CONTENT_SERVICE.resolveBatchSize,
      10,
    ])
    expect(batches.every((q) => q.get('per_page') === '50')).toBe(true)
    const items = answer.data.story.content.items as { uuid: string; content: { component: string } }[]
    expect(items).toHaveLength(60)
    expect(items[59]).toMatchObject({ uuid: uuid(159), content: { component: 'author' } })
  })

  it('60 links answered as link_uuids → 2 by_uuids requests, and each story link gets its story', async () => {
    const links = related.map((n) => ({
      component: 'nav_item',
      _uid: `n${n}`,
      link: { linktype: 'story', id: uuid(n), fieldtype: 'multilink' },
    }))
    recordQueries('stories/nav', () =>
      HttpResponse.json({
        story: sbStory(1, { links }),
        cv: 1,
        rels: [],
        links: [],
        link_uuids: related.map(uuid),
      }),
    )
    const batches = serveBatches()
    const answer = await client().sb.getStory('nav', { resolve_links: 'url' })
    expect(batches.map((q) => q.get('by_uuids')?.split(',').length)).toEqual([50, 10])
    expect(answer.data.story.content.links[10].link.story).toMatchObject({ uuid: uuid(110) })
  })

  it('relations answered inline in rels need no further request', async () => {
    recordQueries('stories/article', () =>
      HttpResponse.json({
        story: sbStory(1, { component: 'article', author: uuid(100) }),
        cv: 1,
        rels: [sbStory(100, { component: 'author' })],
        links: [],
      }),
    )
    const answer = await client().sb.getStory('article', { resolve_relations: 'article.author' })
    expect(answer.data.story.content.author).toMatchObject({
      uuid: uuid(100),
      content: { component: 'author' },
    })
  })
})

describe('content client: cache only for published requests, draft only in preview (spec 01 §9)', () => {
  it('answers a repeated published request from the cache, never a draft one', async () => {
    const queries = recordQueries('stories/home', () =>
      HttpResponse.json({ story: sbStory(1), cv: 7, rels: [], links: [] }),
    )
    const published = client()
    await published.sb.getStory('home')
    await published.sb.getStory('home')
    expect(queries).toHaveLength(1)
    expect(published.cache.size).toBe(1)

    const preview = client({ preview: true })
    await preview.sb.getStory('home')
    await preview.sb.getStory('home')
    expect(queries).toHaveLength(3)
    expect(preview.cache.size).toBe(0)
  })

  it('asks for version=published, and for version=draft only with preview', async () => {
    const queries = recordQueries('stories/home', () =>
      HttpResponse.json({ story: sbStory(1), cv: 1, rels: [], links: [] }),
    )
    await client().sb.getStory('home')
    await client({ preview: true }).sb.getStory('home')
    expect(queries.map((q) => q.get('version'))).toEqual(['published', 'draft'])
  })

  it('sends no cv of its own, so a published story keeps one URL', async () => {
    const queries = recordQueries('stories/:slug', () =>
      HttpResponse.json({ story: sbStory(1), cv: 5, rels: [], links: [] }),
    )
    const { sb } = client()
    await sb.getStory('a')
    await sb.getStory('b')
    expect(queries.map((q) => q.has('cv'))).toEqual([false, false])
  })

  it('empties the cache when an answer brings a new content version', async () => {
    let cv = 1
    const queries = recordQueries('stories/:slug', () =>
      HttpResponse.json({ story: sbStory(1), cv, rels: [], links: [] }),
    )
    const { sb } = client()
    await sb.getStory('a')
    cv = 2
    await sb.getStory('b')
    await sb.getStory('a')
    expect(queries).toHaveLength(3)
  })
})
