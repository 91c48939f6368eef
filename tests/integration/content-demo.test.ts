import { existsSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { getMarket, shopConfig, type MarketCode } from '@/lib/config'
import type { Language } from '@/lib/config/markets'
import { flattenCategories } from '@/lib/catalog/server/seed/categories'
import { flavourCatalog } from '@/lib/catalog/server/seed/flavour-catalogs'
import { loadSpace } from '@/lib/content/server/embedded/load'
import { defaultContentRoot } from '@/lib/content/server/embedded/fetch'
import type { StoryRecord } from '@/lib/content/rules/embedded/records'
import { loadLayoutStory, loadSessionLayout } from '@/lib/content/server/layout'
import { loadPageStory } from '@/lib/content/server/page-story'
import { PAGE_COMPONENTS, storyPathsByLanguage } from '@/lib/content/rules/page'

// Outside a Next server there is no incremental cache: read through.
vi.mock('next/cache', () => ({ unstable_cache: (fn: () => unknown) => fn }))

beforeAll(() => {
  delete process.env.STORYBLOK_TOKEN
})

let published: readonly StoryRecord[] = []
beforeAll(async () => {
  published = (await loadSpace(defaultContentRoot())).stories('published')
})

/** Every value of a tree with the path of keys leading to it. */
function walk(node: unknown, visit: (value: Record<string, unknown>) => void) {
  if (Array.isArray(node)) return node.forEach((item) => walk(item, visit))
  if (!node || typeof node !== 'object') return
  visit(node as Record<string, unknown>)
  Object.values(node).forEach((value) => walk(value, visit))
}

describe('demo content: every link and picture leads somewhere', () => {
  it('story links (multilinks and rich-text links) name published stories by uuid and slug', () => {
    const byUuid = new Map(published.map((r) => [r.data.uuid, r.fullSlug]))
    const broken: string[] = []
    for (const record of published)
      walk(record.data.content, (node) => {
        if (node.linktype === 'story' && 'cached_url' in node) {
          if (byUuid.get(String(node.id)) !== node.cached_url)
            broken.push(`${record.file}: ${String(node.cached_url)}`)
        }
        if (node.linktype === 'story' && 'href' in node && node.uuid) {
          const slug = byUuid.get(String(node.uuid))
          if (!slug || `/${slug}` !== node.href) broken.push(`${record.file}: ${String(node.href)}`)
        }
      })
    expect(broken).toEqual([])
  })

  it('local pictures exist under public/', () => {
    const missing: string[] = []
    for (const record of published)
      walk(record.data.content, (node) => {
        const file = node.filename
        if (typeof file === 'string' && file.startsWith('/') && !existsSync(path.join('public', file)))
          missing.push(`${record.file}: ${file}`)
      })
    expect(missing).toEqual([])
  })

  it('every page has a French and a Dutch slug and an SEO title in all three languages', () => {
    const pages = published.filter((r) =>
      (PAGE_COMPONENTS as readonly string[]).includes(String(r.data.content.component)),
    )
    expect(pages.length).toBeGreaterThanOrEqual(17)
    for (const record of pages) {
      const content = record.data.content as Record<string, unknown>
      const langs = (record.data.translated_slugs ?? []).map((t) => t.lang)
      expect(langs, record.file).toEqual(['fr', 'nl'])
      // The page title: seo_title, else the title (articles, documentation pages).
      for (const suffix of ['', '__i18n__fr', '__i18n__nl'])
        expect(content[`seo_title${suffix}`] ?? content[`title${suffix}`], `${record.file}${suffix}`).toEqual(
          expect.any(String),
        )
    }
  })

  it('every category of the shop’s catalog has one category page, whose listing names it (kategorieseiten + listing)', () => {
    const keys = flattenCategories(flavourCatalog(shopConfig.flavour).categories).rows.map((r) => r.key)
    const listed = published
      .filter((r) => r.fullSlug.startsWith('kategorieseiten/'))
      .map((record) => {
        const body = record.data.content.body as Array<Record<string, unknown>>
        return String(body.find((b) => b.component === 'listing')?.category_key)
      })
    expect(listed.filter((key) => !keys.includes(key))).toEqual([])
    expect([...listed].sort()).toEqual([...keys].sort())
  })

  it('the magazine has at least four articles under ratgeber / les-inspirations / magazine, by three authors', () => {
    const articles = published.filter((r) => r.data.content.component === 'article')
    expect(articles.length).toBeGreaterThanOrEqual(4)
    for (const record of articles)
      expect(
        Object.values(
          storyPathsByLanguage({
            full_slug: record.fullSlug,
            translated_slugs: record.data.translated_slugs,
          }),
        ),
      ).toEqual([
        expect.stringMatching(/^ratgeber\//),
        expect.stringMatching(/^les-inspirations\//),
        expect.stringMatching(/^magazine\//),
      ])
    expect(new Set(articles.map((r) => r.data.content.author)).size).toBe(3)
  })
})

describe('legal pages and FAQ through the page loading path (spec 01 §1 faq switch, §2)', () => {
  it.each<[string, Language, string]>([
    ['impressum', 'de', 'Impressum'],
    ['mentions-legales', 'fr', 'Mentions légales'],
    ['colofon', 'nl', 'Colofon'],
    ['agb', 'de', 'Allgemeine Geschäftsbedingungen'],
    ['cgv', 'fr', 'Conditions générales de vente'],
    ['algemene-voorwaarden', 'nl', 'Algemene voorwaarden'],
    ['datenschutz', 'de', 'Datenschutzerklärung'],
    ['privacy', 'nl', 'Privacyverklaring'],
    ['livraison-et-paiement', 'fr', 'Livraison et paiement'],
    ['klantenservice', 'nl', 'Klantenservice: zo bereikt u ons'],
  ])('/%s/ in %s is "%s"', async (slug, language, title) => {
    const story = await loadPageStory(slug, language, { market: getMarket('nl-nl') })
    expect(story?.content.seo_title).toBe(title)
  })

  it.each<[MarketCode, Language, string, boolean]>([
    ['de-de', 'de', 'faq', true],
    ['de-at', 'de', 'faq', true],
    ['de-ch', 'de', 'faq', true],
    ['de-ch', 'fr', 'faq', true],
    ['fr-ch', 'fr', 'faq', false],
    ['fr-ch', 'de', 'faq', false],
    ['fr-be', 'fr', 'faq', false],
    ['nl-be', 'nl', 'veelgestelde-vragen', false],
    ['nl-nl', 'nl', 'veelgestelde-vragen', false],
  ])('the FAQ in %s (%s, /%s/) is found: %s', async (code, language, slug, found) => {
    const story = await loadPageStory(slug, language, { market: getMarket(code) })
    expect(story !== null).toBe(found)
    if (story) expect((story.content.body as Array<{ component: string }>)[1]?.component).toBe('faq')
  })
})

describe('layout data (spec 02 §3)', () => {
  const footerLinks = async (code: MarketCode, language: Language) => {
    const story = await loadLayoutStory('footer', language, getMarket(code))
    const links: string[] = []
    walk(story?.content, (node) => {
      if (node.component === 'nav_item') links.push(String((node.link as { cached_url: string }).cached_url))
    })
    return links
  }

  it('the footer links the legal pages everywhere and the FAQ only where it is on', async () => {
    const legal = ['impressum', 'datenschutz', 'agb', 'versand-und-zahlung', 'kundenservice']
    expect(await footerLinks('de-de', 'de')).toEqual(expect.arrayContaining([...legal, 'faq']))
    expect(await footerLinks('de-ch', 'fr')).toContain('faq')
    const nl = await footerLinks('nl-nl', 'nl')
    expect(nl).toEqual(expect.arrayContaining(legal))
    expect(nl).not.toContain('faq')
    expect(await footerLinks('fr-ch', 'de')).not.toContain('faq')
  })

  it('the header links every category page and the magazine', async () => {
    const story = await loadLayoutStory('header', 'nl', getMarket('nl-nl'))
    const labels = (story?.content.navigation as Array<{ label: string }>).map((n) => n.label)
    expect(labels).toEqual([
      'Keuken',
      'Wonen',
      'Badkamer',
      'Woontextiel',
      'Elektrische apparaten',
      'Cadeaubonnen',
      'Magazine',
    ])
  })

  it('the session data carries the fallback shipping costs, banners, coupons and consent texts', async () => {
    const now = new Date('2026-03-10T10:00:00Z')
    const de = await loadSessionLayout('de', getMarket('de-de'), { now })
    expect(de.problems).toEqual([])
    expect(de.shipping.standard).toMatchObject({
      costCents: 499,
      fromOrderValueCents: 0,
      label: 'Standardversand',
    })
    expect(de.shipping.freight).toMatchObject({ costCents: 1499, label: 'Speditionsversand' })
    expect(de.banners.map((b) => b.id)).toEqual(['banner-versand', 'banner-fruehling'])
    expect(de.coupons.map((c) => c.code)).toEqual(['WILLKOMMEN10', 'FRUEHLING10'])
    expect(de.consent?.categories.map((c) => c.group)).toEqual(['necessary', 'statistics', 'marketing'])

    const ch = await loadSessionLayout('fr', getMarket('fr-ch'), { now: new Date('2026-06-01T00:00:00Z') })
    expect(ch.banners.map((b) => b.text)).toEqual([
      'Retours gratuits sous 14 jours',
      'Payez maintenant aussi avec TWINT',
    ])
    expect(ch.coupons.map((c) => c.code)).toEqual(['WILLKOMMEN10'])
    expect(ch.consent?.title).toBe('Votre vie privée')
  })
})
