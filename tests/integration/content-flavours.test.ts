import { existsSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { flattenCategories } from '@/lib/catalog/server/seed/categories'
import { flavourCatalog } from '@/lib/catalog/server/seed/flavour-catalogs'
import { FLAVOUR_RULES, FLAVOURS, type Flavour } from '@/lib/config/flavours'
import { LANGUAGES } from '@/lib/config/markets'
import { defaultContentRoot } from '@/lib/content/server/embedded/fetch'
import { loadSpace } from '@/lib/content/server/embedded/load'
import { localizeTree } from '@/lib/content/rules/embedded/localize'
import type { StoryRecord } from '@/lib/content/rules/embedded/records'
import type { Problem, Space } from '@/lib/content/rules/embedded/space'
import { readFooterNavigation } from '@/lib/content/rules/navigation'
import { LAYOUT_FOLDER, PAGE_COMPONENTS, isBlogLike, storyPathsByLanguage } from '@/lib/content/rules/page'
import { readSessionLayout } from '@/lib/content/rules/session-layout'

/**
 * The demo content of every flavour (spec 01 §1 company flavours): each flavour's space has a
 * category page for every category of its own catalog, at the category's slug in every language (the
 * product page's breadcrumb links there), plus home page, magazine, FAQ, service and legal pages.
 */
type Block = Record<string, unknown>

function walk(node: unknown, visit: (value: Block) => void) {
  if (Array.isArray(node)) return node.forEach((item) => walk(item, visit))
  if (!node || typeof node !== 'object') return
  visit(node as Block)
  Object.values(node).forEach((value) => walk(value, visit))
}

const body = (record: StoryRecord) => (record.data.content.body ?? []) as Block[]
const listingKey = (record: StoryRecord) => body(record).find((b) => b.component === 'listing')?.category_key
const isPage = (record: StoryRecord) =>
  (PAGE_COMPONENTS as readonly string[]).includes(String(record.data.content.component))

const spaces = new Map<Flavour, { space: Space; problems: Problem[] }>()
beforeAll(async () => {
  for (const flavour of FLAVOURS) {
    const problems: Problem[] = []
    spaces.set(flavour, {
      space: await loadSpace(defaultContentRoot(), (p) => problems.push(p), flavour),
      problems,
    })
  }
})

describe.each(FLAVOURS)('the %s flavour’s content', (flavour) => {
  const published = () => spaces.get(flavour)!.space.stories('published')
  const story = (fullSlug: string) => published().find((r) => r.fullSlug === fullSlug)
  const catalog = flattenCategories(flavourCatalog(flavour).categories)

  it('reads without problems', () => {
    expect(spaces.get(flavour)!.problems).toEqual([])
  })

  it('has one category page per catalog category, at its catalog slug in de, fr and nl', () => {
    const pages = published().filter((r) => r.fullSlug.startsWith('kategorieseiten/'))
    const missing: string[] = []
    for (const row of catalog.rows) {
      const found = pages.filter((r) => listingKey(r) === row.key)
      if (found.length !== 1) {
        missing.push(`${row.key}: ${found.length} pages`)
        continue
      }
      const paths = storyPathsByLanguage({
        full_slug: found[0]!.fullSlug,
        translated_slugs: found[0]!.data.translated_slugs,
      })
      for (const language of LANGUAGES) {
        const slug = catalog.texts.find((t) => t.categoryId === row.id && t.language === language)?.slug
        if (paths[language] !== `kategorieseiten/${slug}`)
          missing.push(`${row.key} (${language}): ${paths[language]}`)
      }
    }
    expect(missing).toEqual([])
    expect(pages.length).toBe(catalog.rows.length)
  })

  it('names only categories of its own catalog in listing blocks', () => {
    const keys = new Set(catalog.rows.map((r) => r.key))
    const unknown: string[] = []
    for (const record of published())
      walk(record.data.content, (node) => {
        if (node.component === 'listing' && !keys.has(String(node.category_key)))
          unknown.push(`${record.file}: ${String(node.category_key)}`)
      })
    expect(unknown).toEqual([])
  })

  it('gives every story but the layout data a French and a Dutch slug, and every page a title in de, fr and nl', () => {
    const lacking: string[] = []
    for (const record of published()) {
      if (record.fullSlug.startsWith(`${LAYOUT_FOLDER}/`)) continue
      const langs = record.data.translated_slugs.map((t) => t.lang).sort()
      if (langs.join() !== 'fr,nl') lacking.push(`${record.file}: slugs ${langs.join() || 'none'}`)
      if (!isPage(record)) continue
      const content = record.data.content as Block
      for (const suffix of ['', '__i18n__fr', '__i18n__nl'])
        if (typeof (content[`seo_title${suffix}`] ?? content[`title${suffix}`]) !== 'string')
          lacking.push(`${record.file}: title${suffix}`)
    }
    expect(lacking).toEqual([])
  })

  it('has the home page, FAQ, customer service, legal pages, magazine and layout data', () => {
    for (const slug of [
      'home',
      'faq',
      'kundenservice',
      'kontakt',
      'impressum',
      'datenschutz',
      'agb',
      'versand-und-zahlung',
      'ratgeber/',
      'layout/header',
      'layout/footer',
      'layout/session',
    ])
      expect(story(slug), slug).toBeDefined()
  })

  it('has magazine articles, blog-like in every language, by authors of its own space', () => {
    const articles = published().filter((r) => r.data.content.component === 'article')
    expect(articles.length).toBeGreaterThanOrEqual(2)
    const space = spaces.get(flavour)!.space
    for (const record of articles) {
      const paths = storyPathsByLanguage({
        full_slug: record.fullSlug,
        translated_slugs: record.data.translated_slugs,
      })
      expect(Object.values(paths).every(isBlogLike), record.file).toBe(true)
      const author = space.byUuid('published', String(record.data.content.author))
      expect(author?.data.content.component, record.file).toBe('author')
    }
  })

  it('links only stories of its own space and pictures under public/', () => {
    const byUuid = new Map(published().map((r) => [r.data.uuid, r.fullSlug]))
    const broken: string[] = []
    for (const record of published())
      walk(record.data.content, (node) => {
        if (
          node.linktype === 'story' &&
          'cached_url' in node &&
          byUuid.get(String(node.id)) !== node.cached_url
        )
          broken.push(`${record.file}: ${String(node.cached_url)}`)
        if (
          node.linktype === 'story' &&
          'href' in node &&
          node.uuid &&
          `/${byUuid.get(String(node.uuid))}` !== node.href
        )
          broken.push(`${record.file}: ${String(node.href)}`)
        const file = node.filename
        if (typeof file === 'string' && file.startsWith('/') && !existsSync(path.join('public', file)))
          broken.push(`${record.file}: ${file}`)
      })
    expect(broken).toEqual([])
  })
})

describe.each(['baby', 'bm'] as const)('the %s shop under its own brand', (flavour) => {
  const brand = FLAVOUR_RULES[flavour].brandName
  const story = (fullSlug: string) =>
    spaces
      .get(flavour)!
      .space.stories('published')
      .find((r) => r.fullSlug === fullSlug)
  const text = (fullSlug: string, language: string) =>
    JSON.stringify(localizeTree(story(fullSlug)?.data.content, [language]))

  it.each(LANGUAGES)('names %s brand in home page, imprint, customer service and footer (%s)', (language) => {
    for (const slug of ['home', 'impressum', 'kundenservice', 'kontakt', 'layout/footer'])
      expect(text(slug, language), slug).toContain(brand)
    const other = flavour === 'baby' ? FLAVOUR_RULES.bm.brandName : FLAVOUR_RULES.baby.brandName
    expect(text('home', language)).not.toContain(other)
  })

  it('shows the legal line, the market’s hotline and the brand’s trademark in the footer', () => {
    const footer = (language: 'de' | 'nl', market: string) =>
      readFooterNavigation(localizeTree(story('layout/footer')?.data.content, [language]), {
        language,
        market,
      })
    const de = footer('de', 'de-de')
    expect(de.legal?.links.map((l) => l.label)).toEqual(['Impressum', 'Datenschutz', 'AGB'])
    expect(de.hotline?.phone).toBe('+49 40 1234 5680')
    expect(de.trademark).toContain(brand)
    const nl = footer('nl', 'nl-nl')
    expect(nl.legal?.links.map((l) => l.label)).toEqual(['Colofon', 'Privacy', 'Algemene voorwaarden'])
    expect(nl.hotline?.href).toBe('tel:+31201234568')
    expect(nl.trademark).toBeUndefined()
  })

  it('links every top category from the header, with its subcategories below', () => {
    const roots = flavourCatalog(flavour).categories
    const navigation = story('layout/header')?.data.content.navigation as Block[]
    const linked = navigation.map((item) => (item.link as { cached_url: string }).cached_url)
    expect(linked).toHaveLength(roots.length + 1)
    expect(linked.at(-1)).toBe('ratgeber/')
    roots.forEach((root, i) =>
      expect((navigation[i]?.children as Block[]).length).toBe(root.children?.length),
    )
  })

  it.each(LANGUAGES)('has session data that reads without problems (%s)', (language) => {
    const content = localizeTree(story('layout/session')?.data.content, [language])
    const layout = readSessionLayout(content, { market: 'de-ch', now: new Date('2026-03-10T10:00:00Z') })
    expect(layout.problems).toEqual([])
    expect(layout.consent?.categories.map((c) => c.group)).toEqual(['necessary', 'statistics', 'marketing'])
    expect(layout.coupons.map((c) => c.code)).toEqual(['WILLKOMMEN10', 'SCHLAFGUT10'])
    expect(layout.shipping.freight.costCents).toBe(1999)
  })
})
