import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  clearContentIndex,
  contentIndexOf,
  listingCategoryKey,
  loadContentIndex,
  pageTitle,
  suggestContentPages,
} from '@/lib/catalog/server/search/content-pages'
import { categoryHref, searchHref } from '@/lib/catalog/server/search/suggest'
import { titleScore, spellings } from '@/lib/catalog/rules/search/terms'
import type { Story } from '@/lib/content/rules/types'

/** Content pages in the suggestions while typing, with the page paths of spec 01 §2. */
let nextId = 1
function story(fullSlug: string, content: Record<string, unknown>, extra: Partial<Story> = {}): Story {
  const id = nextId++
  return {
    id,
    uuid: `uuid-${id}`,
    name: extra.name ?? fullSlug,
    slug: fullSlug.split('/').pop() ?? fullSlug,
    full_slug: fullSlug,
    default_full_slug: fullSlug,
    lang: 'default',
    content: { component: 'page', _uid: `uid-${id}`, ...content },
    ...extra,
  } as Story
}

const article = story(
  'ratgeber/ordnung-in-der-kueche',
  { component: 'article', title: 'Ordnung in der Küche: fünf Handgriffe' },
  {
    name: 'Ordnung in der Küche',
    translated_slugs: [
      { lang: 'fr', path: 'les-inspirations/ordre-dans-la-cuisine', name: "De l'ordre dans la cuisine" },
    ],
  },
)
const guide = story(
  'ratgeber/',
  {},
  { name: 'Ratgeber', translated_slugs: [{ lang: 'fr', path: 'les-inspirations/', name: 'Inspirations' }] },
)
const home = story('home', {}, { name: 'Startseite' })
const author = story('autoren/lena-berger', { component: 'author', name: 'Lena Berger' })
const categoryPage = story(
  'kategorieseiten/kueche',
  {
    body: [
      { component: 'headline', _uid: 'h' },
      { component: 'listing', _uid: 'l', category_key: 'kueche' },
    ],
  },
  { name: 'Küche', translated_slugs: [{ lang: 'fr', path: 'kategorieseiten/cuisine', name: 'Cuisine' }] },
)
const docs = story('documentation/pflege-und-reinigung', {
  component: 'documentation_page',
  title: 'Pflege und Reinigung',
})

describe('titles and category keys of stories (spec 01 §2 content pages)', () => {
  it('takes the heading, else the translated name, else the story name', () => {
    expect(pageTitle(article, 'de')).toBe('Ordnung in der Küche: fünf Handgriffe')
    expect(pageTitle(guide, 'fr')).toBe('Inspirations')
    expect(pageTitle(guide, 'de')).toBe('Ratgeber')
    expect(pageTitle(story('x', { title: '  ' }, { name: 'X' }), 'de')).toBe('X')
  })

  it('reads the category key of the listing block of a category page', () => {
    expect(listingCategoryKey(categoryPage)).toBe('kueche')
    expect(listingCategoryKey(article)).toBeNull()
    expect(listingCategoryKey(story('y', { body: [{ component: 'listing', _uid: 'l' }] }))).toBeNull()
    expect(listingCategoryKey(story('z', { body: 'not blocks' }))).toBeNull()
  })
})

describe('the content index of one language', () => {
  const stories = [article, guide, home, author, categoryPage, docs]

  it('lists pages with their shop paths; not the home page, authors or category pages', () => {
    const de = contentIndexOf(stories, [categoryPage], 'de')
    expect(de.pages).toEqual([
      { title: 'Ordnung in der Küche: fünf Handgriffe', href: '/de/ratgeber/ordnung-in-der-kueche/' },
      { title: 'Ratgeber', href: '/de/ratgeber/' },
      { title: 'Pflege und Reinigung', href: '/de/documentation/pflege-und-reinigung/' },
    ])
  })

  it('maps a category key to its category page, kategorieseiten dropped from the path (spec 01 §2)', () => {
    expect(contentIndexOf([], [categoryPage], 'de').categoryPages.get('kueche')).toBe('/de/kueche/')
    expect(contentIndexOf([], [categoryPage], 'fr').categoryPages.get('kueche')).toBe('/fr/cuisine/')
    expect(contentIndexOf(stories, [categoryPage], 'fr').pages.map((p) => p.href)).toContain(
      '/fr/les-inspirations/ordre-dans-la-cuisine/',
    )
  })
})

describe('matching page titles', () => {
  const pages = contentIndexOf([article, guide, docs], [], 'de').pages

  it.each([
    ['ordnung', ['/de/ratgeber/ordnung-in-der-kueche/']],
    ['kuche ordn', ['/de/ratgeber/ordnung-in-der-kueche/']],
    ['ratgeb', ['/de/ratgeber/']],
    ['pflege', ['/de/documentation/pflege-und-reinigung/']],
    ['reinigng', ['/de/documentation/pflege-und-reinigung/']],
    ['sofa', []],
    ['!', []],
  ])('"%s" finds %j', (q, hrefs) => {
    expect(suggestContentPages(pages, q, 3).map((p) => p.href)).toEqual(hrefs)
  })

  it('puts exact matches before typo matches and keeps the limit', () => {
    const many = [
      { title: 'Reiniger richtig wählen', href: '/de/a/' },
      { title: 'Reinigung', href: '/de/b/' },
      { title: 'Reinigung der Fenster', href: '/de/c/' },
    ]
    // 'Reiniger' is close to 'reinigung' by trigrams: a typo match, after the exact ones.
    expect(suggestContentPages(many, 'reinigung', 3).map((p) => p.href)).toEqual([
      '/de/b/',
      '/de/c/',
      '/de/a/',
    ])
    expect(suggestContentPages(many, 'rein', 2).map((p) => p.href)).toEqual(['/de/a/', '/de/b/'])
  })

  it('scores titles: 2 all terms start words, 1 with typos, 0 otherwise', () => {
    const terms = (q: string) => q.split(' ').map(spellings)
    expect(titleScore('Kochtöpfe und Pfannen', terms('koch pfan'))).toBe(2)
    expect(titleScore('Kochtöpfe und Pfannen', terms('kochtoepfe'))).toBe(2)
    expect(titleScore('Kochtöpfe und Pfannen', terms('pfannenn'))).toBe(1)
    expect(titleScore('Kochtöpfe und Pfannen', terms('sofa'))).toBe(0)
    expect(titleScore('Kochtöpfe', [])).toBe(0)
  })
})

describe('addresses of suggestions (spec 01 §2 search route)', () => {
  it('builds the localised search address with its query', () => {
    expect(searchHref('de')).toBe('/de/suche/')
    expect(searchHref('fr', { q: 'bouilloire' })).toBe('/fr/rechercher/?q=bouilloire')
    expect(searchHref('nl', { q: 'thee & koffie' })).toBe('/nl/zoeken/?q=thee+%26+koffie')
  })

  it('leads a category to its page, else to its nearest ancestor page filtered to it, else nowhere', () => {
    const pages = new Map([['kueche', '/de/kueche/']])
    const kueche = { id: 1001, key: 'kueche' }
    const geschirr = { id: 1002, key: 'kochgeschirr' }
    const toepfe = { id: 1003, key: 'toepfe' }
    expect(categoryHref([kueche], pages)).toBe('/de/kueche/')
    expect(categoryHref([kueche, geschirr, toepfe], pages)).toBe('/de/kueche/?kategorie=1003')
    expect(categoryHref([kueche, geschirr, toepfe], new Map([['kochgeschirr', '/de/geschirr/']]))).toBe(
      '/de/geschirr/?kategorie=1003',
    )
    expect(categoryHref([{ id: 2001, key: 'bad' }], pages)).toBeNull()
    expect(categoryHref([], pages)).toBeNull()
  })
})

describe('loading the index', () => {
  afterEach(() => {
    clearContentIndex()
    vi.restoreAllMocks()
    vi.useRealTimers()
  })

  it('reads once per language and keeps the index for a few minutes', async () => {
    vi.useFakeTimers({ now: 0 })
    const read = vi.fn(async () => ({ stories: [guide], categoryStories: [categoryPage] }))
    const first = await loadContentIndex('de', read)
    expect(first.pages).toEqual([{ title: 'Ratgeber', href: '/de/ratgeber/' }])
    await loadContentIndex('de', read)
    expect(read).toHaveBeenCalledTimes(1)
    await loadContentIndex('fr', read)
    expect(read).toHaveBeenCalledTimes(2)
    vi.setSystemTime(5 * 60_000 + 1)
    await loadContentIndex('de', read)
    expect(read).toHaveBeenCalledTimes(3)
  })

  it('answers an empty index when the content service fails, and tries again soon', async () => {
    vi.useFakeTimers({ now: 0 })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const read = vi.fn().mockRejectedValueOnce(new Error('down'))
    read.mockResolvedValue({ stories: [guide], categoryStories: [] })
    expect((await loadContentIndex('de', read)).pages).toEqual([])
    vi.setSystemTime(30_001)
    expect((await loadContentIndex('de', read)).pages).toHaveLength(1)
  })
})
