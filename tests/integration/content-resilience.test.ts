// Content resilience at the lib level, over the embedded content service: a failing service makes reads
// throw (never "no story"), the webhook reaches exactly the cached reads holding a story, and a cached
// read keeps its last good answer when its refresh fails. The true end-to-end check against a running
// production server is e2e/content-resilience.spec.ts.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

// Next's data cache as its contract reads (node_modules/next/dist/server/web/spec-extension/
// unstable-cache.js, inside a render): an entry is stale once one of the tags it is asked with was
// revalidated after it was written; a stale entry is read again, and when that read throws, the stale
// value is returned and kept ("Return the stale value on error").
const entries = new Map<string, { value: unknown; at: number }>()
const staleSince = new Map<string, number>()
const failedRefreshes: string[] = []
let clock = 0

vi.mock('next/cache', () => ({
  unstable_cache:
    (read: () => Promise<unknown>, keyParts: string[], { tags }: { tags: string[] }) =>
    async () => {
      const key = keyParts.join('|')
      const entry = entries.get(key)
      if (entry && !tags.some((tag) => (staleSince.get(tag) ?? 0) > entry.at)) return entry.value
      try {
        const value = await read()
        entries.set(key, { value, at: ++clock })
        return value
      } catch (error) {
        if (!entry) throw error
        failedRefreshes.push(key)
        return entry.value
      }
    },
  revalidateTag: (tag: string, profile: unknown) => {
    expect(profile).toBe('max')
    staleSince.set(tag, ++clock)
  },
}))

const { flushContentCache } = await import('@/lib/content/server/response-cache')
const { setEmbeddedContentFault } = await import('@/lib/content/server/embedded/fault')
const { ContentServiceError } = await import('@/lib/content/rules/errors')
const { loadPageStory } = await import('@/lib/content/server/page-story')
const { getStory } = await import('@/lib/content/server/stories')
const { forgetContentTags } = await import('@/lib/cache/tagged-cache')
const { webhookSignature } = await import('@/lib/content/server/webhook/signature')
const { POST } = await import('@/app/api/content/revalidate/route')

const SECRET = 'integration-webhook-secret-0123'
const ARTICLE = 'ratgeber/ordnung-in-der-kueche'

beforeAll(() => {
  delete process.env.STORYBLOK_TOKEN
  process.env.CONTENT_WEBHOOK_SECRET = SECRET
})
beforeEach(async () => {
  entries.clear()
  staleSince.clear()
  failedRefreshes.length = 0
  forgetContentTags()
  await flushContentCache()
})
afterEach(async () => {
  setEmbeddedContentFault(null)
  await flushContentCache()
  vi.restoreAllMocks()
})

async function failService(paths?: string[]) {
  // The client's own answer cache would hide the failure for a second.
  await flushContentCache()
  setEmbeddedContentFault({ mode: 'unavailable', ...(paths ? { paths } : {}) })
}

async function webhook(storyId: number, fullSlug?: string) {
  const body = JSON.stringify({
    text: 't',
    action: 'published',
    space_id: 1,
    story_id: storyId,
    full_slug: fullSlug,
  })
  const response = await POST(
    new Request('http://de-de.localhost/api/content/revalidate/', {
      method: 'POST',
      body,
      headers: { 'webhook-signature': webhookSignature(body, SECRET) },
    }),
  )
  expect(response.status).toBe(200)
  return ((await response.json()) as { revalidated: string[] }).revalidated
}

const idOf = async (slug: string) => (await getStory(slug, { language: 'de' }))!.id

describe('a failing content service', () => {
  it.each(['unavailable', 'unreachable'] as const)(
    'makes reads throw while it is %s, never answer "no story"',
    async (mode) => {
      await flushContentCache()
      setEmbeddedContentFault({ mode })
      const reason = await getStory('impressum', { language: 'de' }).catch((r: unknown) => r)
      expect(reason).toBeInstanceOf(ContentServiceError)
      expect((reason as InstanceType<typeof ContentServiceError>).isNotFound).toBe(false)
      expect((reason as InstanceType<typeof ContentServiceError>).status).toBe(
        mode === 'unavailable' ? 503 : undefined,
      )
      // A page read fails the same way: the page cannot mistake it for its 404.
      await expect(loadPageStory('impressum', 'de')).rejects.toBeInstanceOf(ContentServiceError)
    },
  )

  it('fails only the stories under the switched paths when paths are given', async () => {
    await failService(['impressum'])
    await expect(getStory('impressum', { language: 'de' })).rejects.toMatchObject({ status: 503 })
    await expect(getStory('impressum/unterseite', { language: 'de' })).rejects.toMatchObject({ status: 503 })
    expect((await getStory('agb', { language: 'de' }))?.full_slug).toBe('agb')
  })

  it('leaves a 404 of the working service the only "no story"', async () => {
    expect(await loadPageStory('gibt-es-nicht', 'de')).toBeNull()
    entries.clear()
    await failService()
    await expect(loadPageStory('gibt-es-nicht', 'de')).rejects.toBeInstanceOf(ContentServiceError)
  })
})

describe('the last good page', () => {
  it('keeps a warmed page when the service fails after the webhook marked it stale', async () => {
    const warm = await loadPageStory(ARTICLE, 'de')
    expect(warm?.name).toBeTruthy()
    const articleId = warm!.id

    await failService()
    const tags = await webhook(articleId, ARTICLE)
    expect(tags).toContain(`story:${articleId}`)

    const after = await loadPageStory(ARTICLE, 'de')
    expect(after).toEqual(warm)
    // It really was asked again, and the failure kept the old answer.
    expect(failedRefreshes).toHaveLength(1)

    setEmbeddedContentFault(null)
    await webhook(articleId, ARTICLE)
    expect(await loadPageStory(ARTICLE, 'de')).toEqual(warm)
    expect(failedRefreshes).toHaveLength(1)
  })
})

describe('the webhook reaches exactly the reads that hold the story', () => {
  it('refreshes an article when its author changes, through the resolved relation', async () => {
    const authorId = await idOf('autoren/lena-berger')
    await loadPageStory(ARTICLE, 'de')
    await failService()
    await webhook(authorId)
    await loadPageStory(ARTICLE, 'de')
    expect(failedRefreshes).toEqual([expect.stringContaining(ARTICLE)])
  })

  it('leaves an article alone when an unrelated story changes', async () => {
    const impressumId = await idOf('impressum')
    await loadPageStory(ARTICLE, 'de')
    await failService()
    await webhook(impressumId, 'impressum')
    expect(await loadPageStory(ARTICLE, 'de')).not.toBeNull()
    expect(failedRefreshes).toEqual([])
  })

  it('names a category page’s paths in every language, as the page reads tag them', async () => {
    await loadPageStory('kueche', 'de')
    const kuecheId = await idOf('kategorieseiten/kueche')
    const tags = await webhook(kuecheId, 'kategorieseiten/kueche')
    expect(tags).toContain('story-path:de:kategorieseiten/kueche')
    // The translated paths come from the story itself, read fresh by the webhook.
    const fr = (await getStory('kategorieseiten/kueche', { language: 'fr' }))!.full_slug.replace(/^fr\//, '')
    expect(tags).toContain(`story-path:fr:${fr}`)

    // The French category page (shop path without the folder) is reached as well.
    const frShopPath = fr.replace(/^kategorieseiten\//, '')
    expect(await loadPageStory(frShopPath, 'fr')).not.toBeNull()
    await webhook(kuecheId, 'kategorieseiten/kueche')
    await failService()
    await loadPageStory('kueche', 'de')
    await loadPageStory(frShopPath, 'fr')
    expect(failedRefreshes).toEqual([expect.stringContaining('kueche'), expect.stringContaining(frShopPath)])
  })
})
