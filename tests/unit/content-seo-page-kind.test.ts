import { describe, expect, it } from 'vitest'
import { findBlocks } from '@/lib/content/rules/seo/blocks'
import { blogIndexPosts } from '@/lib/content/rules/seo/blog-index'
import { isoCountry } from '@/lib/content/rules/seo/country'
import { faqBlocksOf } from '@/lib/content/rules/seo/faq'
import {
  isBlogIndex,
  isCategoryStory,
  storyNameIn,
  withCategoryBreadcrumb,
} from '@/lib/content/rules/seo/page-kind'

const page = (body: unknown[]) => ({ component: 'page', _uid: 'root', body })
const story = (full_slug: string, body: unknown[], extra: Record<string, unknown> = {}) => ({
  name: 'Küche',
  full_slug,
  content: page(body),
  translated_slugs: [
    { lang: 'fr', path: 'kategorieseiten/cuisine', name: 'Cuisine' },
    { lang: 'nl', path: 'kategorieseiten/keuken', name: null },
  ],
  ...extra,
})
const storyLink = (slug: string) => ({ linktype: 'story', cached_url: slug })

describe('findBlocks', () => {
  const tree = page([
    { component: 'faq', _uid: 'a', items: [{ component: 'faq', _uid: 'inner' }] },
    {
      component: 'grid',
      _uid: 'g',
      columns: [{ component: 'grid_column', _uid: 'c', body: [{ component: 'faq', _uid: 'b' }] }],
    },
    { component: 'headline', _uid: 'h' },
  ])

  it('finds blocks at any depth, in content order, without looking into a found one', () => {
    expect(faqBlocksOf(tree).map((b) => b._uid)).toEqual(['a', 'b'])
    expect(findBlocks(tree, (b) => b.component === 'headline').map((b) => b._uid)).toEqual(['h'])
  })

  it('survives garbage and cycles', () => {
    const cyclic: Record<string, unknown> = { component: 'page', _uid: 'x' }
    cyclic.body = [cyclic]
    expect(findBlocks(cyclic, 'faq')).toEqual([])
    expect(findBlocks(null, 'faq')).toEqual([])
    expect(findBlocks('faq', 'faq')).toEqual([])
  })
})

describe('isCategoryStory / isBlogIndex', () => {
  it.each<[string, string | null | undefined, boolean]>([
    ['kategorieseiten/kueche', undefined, true],
    ['fr/kategorieseiten/cuisine', 'kategorieseiten/kueche', true],
    ['kategorieseiten/', undefined, false],
    ['ratgeber/ordnung', undefined, false],
    ['faq', undefined, false],
  ])('category %s (default %s) → %s', (full_slug, default_full_slug, expected) => {
    expect(isCategoryStory({ full_slug, default_full_slug })).toBe(expected)
  })

  it.each<[string, string, boolean | undefined, boolean]>([
    ['ratgeber/', 'page', undefined, true],
    ['les-inspirations/', 'page', undefined, true],
    ['ratgeber/index', 'page', true, true],
    ['ratgeber/ordnung-in-der-kueche', 'article', undefined, false],
    ['ratgeber/sommer-tipps', 'page', undefined, false],
    ['kategorieseiten/kueche', 'page', undefined, false],
    ['', 'page', undefined, false],
  ])('blog index %s (%s, startpage %s) → %s', (full_slug, component, is_startpage, expected) => {
    expect(isBlogIndex({ full_slug, is_startpage, content: { component, _uid: 'x' } })).toBe(expected)
  })
})

describe('storyNameIn', () => {
  it.each([
    ['de', 'Küche'],
    ['fr', 'Cuisine'],
    ['nl', 'Küche'],
  ] as const)('%s → %s', (language, name) => {
    expect(storyNameIn(story('kategorieseiten/kueche', []), language)).toBe(name)
  })
})

describe('withCategoryBreadcrumb (every category page has a breadcrumb)', () => {
  it('puts Home › the category in front of a category page without one', () => {
    const content = withCategoryBreadcrumb(
      story('kategorieseiten/kueche', [{ component: 'headline', _uid: 'h' }]),
      'fr',
    )
    expect(content.body).toEqual([
      { component: 'breadcrumb', _uid: 'root-breadcrumb', current_label: 'Cuisine' },
      { component: 'headline', _uid: 'h' },
    ])
  })

  it('keeps the content of a category page with its own breadcrumb, and of every other page', () => {
    const own = story('kategorieseiten/pfannen', [{ component: 'breadcrumb', _uid: 'b', items: [] }])
    expect(withCategoryBreadcrumb(own, 'de')).toBe(own.content)
    const nested = story('kategorieseiten/pfannen', [
      { component: 'grid', _uid: 'g', columns: [{ component: 'breadcrumb', _uid: 'b' }] },
    ])
    expect(withCategoryBreadcrumb(nested, 'de')).toBe(nested.content)
    const faq = story('faq', [])
    expect(withCategoryBreadcrumb(faq, 'de')).toBe(faq.content)
  })
})

describe('blogIndexPosts (the Blog of the magazine index)', () => {
  const card = (uid: string, slug: string, extra: Record<string, unknown> = {}) => ({
    component: 'card',
    _uid: uid,
    headline: `Titel ${uid}`,
    image: { filename: `/images/content/${uid}.webp` },
    link: storyLink(slug),
    ...extra,
  })

  it('lists the teasers that lead to articles, once each, in page order', () => {
    const content = page([
      {
        component: 'grid',
        _uid: 'g',
        columns: [{ component: 'grid_column', _uid: 'c', body: [card('a', 'ratgeber/a')] }],
      },
      card('b', 'ratgeber/b', { image: { filename: 'javascript:alert(1)' } }),
      card('dup', 'ratgeber/a'),
      card('self', 'ratgeber/'),
      card('shop', 'kategorieseiten/kueche'),
      card('untitled', 'ratgeber/c', { headline: ' ' }),
      card('far', 'https://other.example/ratgeber/x'),
    ])
    expect(blogIndexPosts(content, 'de', '/de/ratgeber/')).toEqual([
      { headline: 'Titel a', href: '/de/ratgeber/a/', images: ['/images/content/a.webp'] },
      { headline: 'Titel b', href: '/de/ratgeber/b/', images: [] },
    ])
  })
})

describe('isoCountry (schema.org addressCountry)', () => {
  it.each<[string | null | undefined, string, string]>([
    ['DE', 'de', 'DE'],
    ['ch', 'de', 'CH'],
    ['DEUTSCHLAND', 'de', 'DE'],
    ['Österreich', 'de', 'AT'],
    ['Suisse', 'ch', 'CH'],
    ['Belgique', 'be', 'BE'],
    ['België', 'be', 'BE'],
    ['Nederland', 'nl', 'NL'],
    ['Frankreich', 'fr', 'FR'],
    ['Germany', 'at', 'DE'],
    ['Atlantis', 'at', 'AT'],
    ['XY', 'be', 'BE'],
    ['', 'nl', 'NL'],
    [undefined, 'ch', 'CH'],
  ])('%j in a market of %s → %s', (written, market, expected) => {
    expect(isoCountry(written, market)).toBe(expected)
  })
})
