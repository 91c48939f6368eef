import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createContentCache } from '@/lib/content/server/response-cache'
import { createContentClient } from '@/lib/content/server/client'
import { EMBEDDED_ENDPOINT, createEmbeddedFetch } from '@/lib/content/server/embedded/fetch'
import { EMBEDDED_TOKENS, createContentHandler } from '@/lib/content/rules/embedded/handler'
import { createSpaceSource } from '@/lib/content/server/embedded/load'
import { toContentServiceError } from '@/lib/content/rules/errors'

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
let root: string

async function writeStory(file: string, data: unknown) {
  const target = path.join(root, 'stories', file)
  await mkdir(path.dirname(target), { recursive: true })
  await writeFile(target, typeof data === 'string' ? data : JSON.stringify(data))
}

/** The shop's client over the embedded service on `root`, counting what reaches the handler. */
function embeddedClient(
  { preview = false, timeoutMs, handlerDelayMs = 0 } = {} as {
    preview?: boolean
    timeoutMs?: number
    handlerDelayMs?: number
  },
) {
  const handle = createContentHandler(
    createSpaceSource({ root, recheckMs: 0, onProblem: (p) => problems.push(p) }),
  )
  const requests: URL[] = []
  const fetch = createEmbeddedFetch(async (request) => {
    requests.push(new URL(request.url))
    if (handlerDelayMs) await new Promise((resolve) => setTimeout(resolve, handlerDelayMs))
    return handle(request)
  })
  const sb = createContentClient({
    accessToken: preview ? EMBEDDED_TOKENS.preview : EMBEDDED_TOKENS.public,
    endpoint: EMBEDDED_ENDPOINT,
    fetch,
    preview,
    timeoutMs,
    cache: createContentCache({ ttlMs: 60_000, maxEntries: 100 }),
  })
  return { sb, requests }
}
const problems: { file: string; problem: string }[] = []
const related = Array.from({ length: 60 }, (_, i) => uuid(100 + i))

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'content-'))
  await writeStory('liste.json', {
    uuid: uuid(1),
    name: 'Liste',
    content: { component: 'list', _uid: 'l', items: related, title: 'Liste', title__i18n__fr: 'Liste FR' },
  })
  await writeStory('liste.draft.json', {
    uuid: uuid(1),
    name: 'Liste',
    content: { component: 'list', _uid: 'l', items: [], title: 'Liste (Entwurf)' },
  })
  for (const [i, id] of related.entries())
    await writeStory(`autoren/a${i}.json`, {
      uuid: id,
      name: `A${i}`,
      position: i,
      content: { component: 'author', _uid: `a${i}`, name: `Autor ${i}` },
    })
  await writeStory('kaputt.json', '{ "uuid": ')
  await writeStory('ohne-uid.json', { uuid: uuid(2), name: 'x', content: { component: 'page' } })
})
afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

describe('the shop’s client over the embedded content service (same code path as Storyblok, spec 01 §7–9)', () => {
  it('leaves broken files out with a report and serves the rest', async () => {
    const { sb } = embeddedClient()
    const answer = await sb.getStory('liste')
    expect(answer.data.story.content.title).toBe('Liste')
    expect(problems.map((p) => p.file).sort()).toEqual(['kaputt.json', 'ohne-uid.json'])
    await expect(sb.getStory('kaputt')).rejects.toMatchObject({ status: 404 })
  })

  it('resolves 60 relations in two by_uuids batches of at most 50', async () => {
    const { sb, requests } = embeddedClient()
    const answer = await sb.getStory('liste', { resolve_relations: 'list.items', language: 'fr' })
    const batches = requests.filter((u) => u.searchParams.has('by_uuids'))
    expect(batches.map((u) => u.searchParams.get('by_uuids')?.split(',').length)).toEqual([50, 10])
    expect(batches.map((u) => u.searchParams.get('language'))).toEqual(['fr', 'fr'])
    const items = answer.data.story.content.items as { uuid: string; content: { name: string } }[]
    expect(items.map((i) => i.uuid)).toEqual(related)
    expect(items[59]?.content.name).toBe('Autor 59')
    expect(answer.data.story.content.title).toBe('Liste FR')
  })

  it('getAll reads every page through the total header, 25 per page by default', async () => {
    const { sb, requests } = embeddedClient()
    const all = await sb.getAll('cdn/stories', { starts_with: 'autoren/' })
    expect(all).toHaveLength(60)
    expect(requests.map((u) => u.searchParams.get('page'))).toEqual(['1', '2', '3'])
    expect(requests.map((u) => u.searchParams.get('per_page'))).toEqual(['25', '25', '25'])
  })

  it('rejects an unknown story with status 404 and Storyblok’s message', async () => {
    const reason = await embeddedClient()
      .sb.getStory('gibt-es-nicht')
      .catch((r: unknown) => r)
    expect(toContentServiceError(reason)).toMatchObject({
      status: 404,
      statusText: 'Not Found',
      message: 'This record could not be found',
    })
  })

  it('caches published answers and never drafts; drafts only with preview', async () => {
    const published = embeddedClient()
    await published.sb.getStory('liste')
    const again = await published.sb.getStory('liste')
    expect(published.requests).toHaveLength(1)
    expect(again.data.story.content.title).toBe('Liste')

    const preview = embeddedClient({ preview: true })
    const draft = await preview.sb.getStory('liste')
    await preview.sb.getStory('liste')
    expect(preview.requests).toHaveLength(2)
    expect(draft.data.story.content.title).toBe('Liste (Entwurf)')
  })

  it('a timeout aborts a slow embedded answer', async () => {
    const { sb } = embeddedClient({ timeoutMs: 50, handlerDelayMs: 500 })
    const reason = await sb.getStory('liste').catch((r: unknown) => r)
    expect(toContentServiceError(reason).message).toMatch(/timeout/i)
  })

  it('keeps to 5 requests per second against the embedded service too', async () => {
    const starts: number[] = []
    const handle = createContentHandler(createSpaceSource({ root, recheckMs: Infinity, onProblem: () => {} }))
    const sb = createContentClient({
      accessToken: EMBEDDED_TOKENS.public,
      endpoint: EMBEDDED_ENDPOINT,
      cache: createContentCache({ ttlMs: 0, maxEntries: 1 }),
      fetch: createEmbeddedFetch((request) => {
        starts.push(Date.now())
        return handle(request)
      }),
    })
    await Promise.all(Array.from({ length: 6 }, (_, i) => sb.getStory(`autoren/a${i}`)))
    starts.sort((a, b) => a - b)
    expect((starts[5] ?? 0) - (starts[0] ?? 0)).toBeGreaterThanOrEqual(990)
  })

  it('shows a saved change without a restart', async () => {
    const { sb } = embeddedClient({ preview: true })
    await writeStory('neu.json', {
      uuid: uuid(3),
      name: 'Neu',
      content: { component: 'page', _uid: 'n', title: 'Erst' },
    })
    expect((await sb.getStory('neu')).data.story.content.title).toBe('Erst')
    await writeStory('neu.json', {
      uuid: uuid(3),
      name: 'Neu',
      content: { component: 'page', _uid: 'n', title: 'Dann' },
    })
    await vi.waitFor(async () => expect((await sb.getStory('neu')).data.story.content.title).toBe('Dann'))
  })
})
