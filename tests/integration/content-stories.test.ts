import { beforeAll, describe, expect, it } from 'vitest'
import { loadSpace } from '@/lib/content/server/embedded/load'
import { defaultContentRoot } from '@/lib/content/server/embedded/fetch'
import { getAllStories, getContentVersion, getStories, getStory } from '@/lib/content/server/stories'
import { storyPathsByLanguage } from '@/lib/content/rules/page'
import type { Block } from '@/lib/content/rules/types'
import type { Problem } from '@/lib/content/rules/embedded/space'

// The shop's own reads (getContentClient → embedded service over content/), as pages will make them.
beforeAll(() => {
  delete process.env.STORYBLOK_TOKEN
})

describe('content/ story files', () => {
  it('are all valid', async () => {
    const problems: Problem[] = []
    const space = await loadSpace(defaultContentRoot(), (p) => problems.push(p))
    expect(problems).toEqual([])
    expect(space.stories('published').map((r) => r.fullSlug)).toEqual(
      expect.arrayContaining([
        'home',
        'kategorieseiten/kueche',
        'ratgeber/',
        'ratgeber/ordnung-in-der-kueche',
        'layout/header',
        'layout/footer',
      ]),
    )
  })
})

describe('getStory over the embedded content service (spec 01 §2–3, §7)', () => {
  it.each([
    ['de', 'home', 'Haushalt, Küche und Wohnen – alles für ein schönes Zuhause'],
    ['fr', 'home', 'Maison, cuisine et habitat – tout pour un bel intérieur'],
    ['nl', 'home', 'Huishouden, keuken en wonen – alles voor een mooi thuis'],
  ] as const)('reads the home page in %s', async (language, slug, title) => {
    const story = await getStory(slug, { language })
    expect(story?.content).toMatchObject({ component: 'page', seo_title: title })
    // Issue 14 item 12: a home page that sells — the live campaign and three product sliders first.
    expect((story?.content.body as Block[]).map((b) => b.component)).toEqual([
      'campaign_banner',
      'stage_teaser',
      'product_slider',
      'product_slider',
      'product_slider',
      'campaign_cards',
      'headline',
      'grid',
      'headline',
      'grid',
    ])
  })

  it('finds a category page by its translated path and knows its path in every language', async () => {
    const story = await getStory('kategorieseiten/cuisine', { language: 'fr' })
    expect(story?.full_slug).toBe('fr/kategorieseiten/cuisine')
    expect(story && storyPathsByLanguage(story)).toEqual({
      de: 'kategorieseiten/kueche',
      fr: 'kategorieseiten/cuisine',
      nl: 'kategorieseiten/keuken',
    })
  })

  it('reads a magazine article with its author resolved, blog-like in every language', async () => {
    const story = await getStory('magazine/orde-in-de-keuken', {
      language: 'nl',
      resolve_relations: ['article.author'],
    })
    expect(story?.content.author).toMatchObject({
      content: { component: 'author', role: 'Redactie huishouden & keuken' },
    })
    expect(story && Object.values(storyPathsByLanguage(story))).toEqual([
      'ratgeber/ordnung-in-der-kueche',
      'les-inspirations/ordre-dans-la-cuisine',
      'magazine/orde-in-de-keuken',
    ])
  })

  it('resolves the header’s story links to their paths in the language asked for', async () => {
    const header = await getStory('layout/header', { language: 'fr', resolve_links: 'url' })
    const links = (
      header?.content.navigation as { label: string; link: { story?: { full_slug: string } } }[]
    ).map((n) => [n.label, n.link.story?.full_slug])
    expect(links).toEqual([
      ['Cuisine', 'fr/kategorieseiten/cuisine'],
      ['Salon & séjour', 'fr/kategorieseiten/salon-sejour'],
      ['Salle de bain', 'fr/kategorieseiten/salle-de-bain'],
      ['Linge de maison', 'fr/kategorieseiten/linge-de-maison'],
      ['Électroménager', 'fr/kategorieseiten/electromenager'],
      ["Bons d'achat", 'fr/kategorieseiten/bons-dachat'],
      ['Inspirations', 'fr/les-inspirations/'],
    ])
  })

  it('shows the draft of a documentation page only in preview', async () => {
    const blocks = async (preview: boolean) =>
      (
        (await getStory('documentation/pflege-und-reinigung', { language: 'de', preview }))?.content
          .body as Block[]
      ).map((b) => b.component)
    expect(await blocks(false)).toEqual(['richtext'])
    expect(await blocks(true)).toEqual(['richtext', 'alert'])
  })

  it('answers null for a path without a story (the 404 page)', async () => {
    expect(await getStory('gibt-es-nicht', { language: 'de' })).toBeNull()
    expect(await getStory('les-inspirations/gibt-es-nicht', { language: 'fr' })).toBeNull()
  })
})

describe('getStories / getAllStories over the embedded content service', () => {
  it('lists a folder’s stories with total and page size', async () => {
    const page = await getStories({
      language: 'fr',
      starts_with: 'les-inspirations/',
      content_type: 'article',
    })
    expect(page).toMatchObject({ total: 4, perPage: 25, page: 1 })
    expect(page.stories.map((s) => s.content.title)).toContain(
      "De l'ordre dans la cuisine : cinq gestes qui changent tout",
    )
  })

  it('reads all pages', async () => {
    const all = await getAllStories({ language: 'de', per_page: 2, excluding_fields: ['body'] })
    expect(all.length).toBeGreaterThanOrEqual(8)
    expect(all.every((s) => s.content.body === undefined)).toBe(true)
  })

  it('reads the content version of the space', async () => {
    expect(await getContentVersion()).toBeGreaterThan(0)
  })
})
