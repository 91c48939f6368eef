import { beforeAll, describe, expect, it, vi } from 'vitest'
import { getMarket } from '@/lib/config'
import * as stories from '@/lib/content/server/stories'
import {
  loadBannerSchedule,
  loadConsentTexts,
  loadFooterNavigation,
  loadHeaderNavigation,
  loadSessionCoupons,
} from '@/lib/content/server/layout'
import { loadPageStory } from '@/lib/content/server/page-story'
import { canonicalPath } from '@/lib/content/rules/page'
import { ContentServiceError } from '@/lib/content/rules/errors'

// Outside a Next server there is no incremental cache: read through to the embedded content service.
vi.mock('next/cache', () => ({ unstable_cache: (fn: () => unknown) => fn }))

beforeAll(() => {
  delete process.env.STORYBLOK_TOKEN
})

describe('layout loaders over the embedded content service (spec 02 §3)', () => {
  it('the header of de-ch in French links the French category paths', async () => {
    const { main } = await loadHeaderNavigation('fr', getMarket('de-ch'))
    expect(main.map((l) => l.label)).toEqual([
      'Cuisine',
      'Salon & séjour',
      'Salle de bain',
      'Linge de maison',
      'Électroménager',
      "Bons d'achat",
      'Inspirations',
    ])
    expect(main.map((l) => l.href)).toEqual(expect.arrayContaining(['/fr/cuisine/', '/fr/les-inspirations/']))
  })

  it('the footer of nl-nl has no FAQ link, a Dutch legal line and the Dutch hotline', async () => {
    const footer = await loadFooterNavigation('nl', getMarket('nl-nl'))
    const links = footer.groups.flatMap((g) => g.links).map((l) => l.href)
    expect(links).toContain('/nl/klantenservice/')
    expect(links.some((href) => href.includes('veelgestelde-vragen'))).toBe(false)
    expect(footer.legal?.links.map((l) => l.href)).toEqual([
      '/nl/colofon/',
      '/nl/privacy/',
      '/nl/algemene-voorwaarden/',
    ])
    expect(footer.hotline).toMatchObject({ phone: '+31 20 123 4567', hours: 'ma–vr 8–18 uur, za 9–14 uur' })
  })

  it('the footer of de-ch in German links the FAQ', async () => {
    const footer = await loadFooterNavigation('de', getMarket('de-ch'))
    expect(footer.groups.flatMap((g) => g.links).map((l) => l.href)).toContain('/de/faq/')
    expect(footer.trademark).toMatch(/Swissreg/)
  })

  it('banners, coupons and consent texts for others to use', async () => {
    const now = new Date('2026-02-20T12:00:00Z')
    const banners = await loadBannerSchedule('fr', getMarket('fr-ch'), { now })
    expect(banners.map((b) => b.text)).toEqual([
      'Retours gratuits sous 14 jours',
      'Offre de printemps : 10 % sur toute votre commande avec le code FRUEHLING10',
      'Payez maintenant aussi avec TWINT',
    ])
    expect(banners[1]).toMatchObject({ dateFrom: '2026-03-01 00:00', dateTo: '2026-04-30 23:59' })
    const coupons = await loadSessionCoupons('de', getMarket('de-de'), { now })
    expect(coupons.map((c) => [c.code, c.discountPercent, c.minOrderValueCents])).toEqual([
      ['WILLKOMMEN10', 10, 3000],
    ])
    const consent = await loadConsentTexts('fr', getMarket('fr-be'))
    expect(consent).toMatchObject({
      title: 'Votre vie privée',
      privacyHref: '/fr/protection-des-donnees/',
      imprintHref: '/fr/mentions-legales/',
    })
    expect(consent?.categories.map((c) => c.group)).toEqual(['necessary', 'statistics', 'marketing'])
  })

  it('a failing content service leaves the header and footer without content links, not broken', async () => {
    const spy = vi.spyOn(stories, 'getStory').mockRejectedValue(new ContentServiceError('down'))
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await loadHeaderNavigation('de', getMarket('de-at'))).toEqual({ main: [] })
    expect(await loadFooterNavigation('de', getMarket('de-at'))).toEqual({ groups: [], legal: null })
    expect(await loadBannerSchedule('de', getMarket('de-at'))).toEqual([])
    expect(error).toHaveBeenCalled()
    spy.mockRestore()
    error.mockRestore()
  })
})

describe('the contact story behind the contact screen (spec 01 §2 /de/kontakt/, /fr/contactez-nous/)', () => {
  it.each([
    ['de', '/de/kontakt/', 'Kontakt: Telefon, E-Mail und Servicezeiten'],
    ['fr', '/fr/contactez-nous/', 'Contact : téléphone, e-mail et horaires'],
    ['nl', '/nl/contact/', 'Contact: telefoon, e-mail en openingstijden'],
  ] as const)(
    'in %s it is found and its canonical path is the contact screen %s',
    async (language, path, title) => {
      const story = await loadPageStory('kontakt', language, { market: getMarket('fr-be') })
      expect(story?.content.seo_title).toBe(title)
      expect(story && canonicalPath(story, language)).toBe(path)
      const blocks = (story?.content.body as Array<{ component: string }>).map((b) => b.component)
      expect(blocks).toEqual(['headline', 'richtext', 'service_contact', 'richtext'])
    },
  )
})
