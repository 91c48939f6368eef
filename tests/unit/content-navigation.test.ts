import { describe, expect, it } from 'vitest'
import footer from '@/content/stories/layout/footer.json'
import header from '@/content/stories/layout/header.json'
import { withoutDisabledLinks } from '@/lib/content/rules/faq'
import {
  readFooterNavigation,
  readHeaderNavigation,
  serviceLinks,
  type NavLink,
} from '@/lib/content/rules/navigation'

const pairs = (links: NavLink[]) => links.map((l) => [l.label, l.href])
const storyLink = (cachedUrl: string, fullSlug?: string) => ({
  fieldtype: 'multilink',
  linktype: 'story',
  id: 'u',
  cached_url: cachedUrl,
  ...(fullSlug ? { story: { full_slug: fullSlug, url: fullSlug } } : {}),
})
const item = (uid: string, label: unknown, link: unknown, extra: Record<string, unknown> = {}) => ({
  component: 'nav_item',
  _uid: uid,
  label,
  link,
  ...extra,
})

describe('readHeaderNavigation (spec 02 §3 header links)', () => {
  it('reads the header story’s category pages and magazine as shop paths', () => {
    const nav = readHeaderNavigation(header.content, { language: 'de', market: 'de-de' })
    expect(pairs(nav.main)).toEqual([
      ['Küche', '/de/kueche/'],
      ['Wohnen', '/de/wohnen/'],
      ['Bad', '/de/bad/'],
      ['Heimtextilien', '/de/heimtextilien/'],
      ['Elektrogeräte', '/de/elektrogeraete/'],
      ['Gutscheine', '/de/gutscheine/'],
      ['Ratgeber', '/de/ratgeber/'],
    ])
    expect(nav.main.every((l) => !l.external && l.children.length === 0)).toBe(true)
  })

  it('follows the resolved story’s translated full slug in a Storyblok answer in French', () => {
    const content = {
      navigation: [
        item('k', 'Cuisine', storyLink('kategorieseiten/kueche', 'fr/kategorieseiten/cuisine')),
        item('r', 'Inspirations', storyLink('ratgeber/', 'fr/les-inspirations/')),
      ],
    }
    expect(pairs(readHeaderNavigation(content, { language: 'fr', market: 'fr-ch' }).main)).toEqual([
      ['Cuisine', '/fr/cuisine/'],
      ['Inspirations', '/fr/les-inspirations/'],
    ])
  })

  it('keeps one level of children; a parent without a link leads to its first child', () => {
    const content = {
      navigation: [
        item('p', 'Küche', null, {
          children: [
            item('c1', 'Töpfe', storyLink('kategorieseiten/kueche/toepfe')),
            item(
              'c2',
              'Pfannen',
              { linktype: 'url', url: '/de/pfannen/' },
              {
                children: [item('deep', 'Zu tief', { linktype: 'url', url: '/de/tief/' })],
              },
            ),
          ],
        }),
      ],
    }
    const [parent] = readHeaderNavigation(content, { language: 'de', market: 'de-de' }).main
    expect(parent?.href).toBe('/de/kueche/toepfe/')
    expect(pairs(parent?.children ?? [])).toEqual([
      ['Töpfe', '/de/kueche/toepfe/'],
      ['Pfannen', '/de/pfannen/'],
    ])
    expect(parent?.children[1]?.children).toEqual([])
  })

  it('leaves out items without label, without a usable link, with a hostile link, and other blocks', () => {
    const content = {
      navigation: [
        item('a', '  ', { linktype: 'url', url: '/de/a/' }),
        item('b', 'Kaputt', { linktype: 'unknown', url: '/de/b/' }),
        item('c', 'Böse', { linktype: 'url', url: 'JaVaScRiPt:alert(1)' }),
        { component: 'teaser', _uid: 'd', label: 'Fremd', link: { linktype: 'url', url: '/de/d/' } },
        'kein Block',
        item('e', 'Extern', { linktype: 'url', url: 'https://example.com/', target: '_blank' }),
      ],
    }
    const [only, ...rest] = readHeaderNavigation(content, { language: 'de', market: 'de-de' }).main
    expect(rest).toEqual([])
    expect(only).toMatchObject({
      label: 'Extern',
      href: 'https://example.com/',
      external: true,
      target: '_blank',
    })
  })

  it('reads nothing from content that is no header', () => {
    for (const content of [null, 'x', 42, [], { navigation: 'x' }])
      expect(readHeaderNavigation(content, { language: 'de', market: 'de-de' }).main).toEqual([])
  })
})

describe('readFooterNavigation (spec 02 §3 footer links, spec 01 §9 hotline and trademark)', () => {
  const read = (market: string, content: unknown = footer.content) =>
    readFooterNavigation(content, { language: 'de', market })

  it('splits the link groups from the legal line', () => {
    const nav = read('de-de')
    expect(nav.groups.map((g) => g.headline)).toEqual(['Sortiment', 'Service'])
    expect(nav.legal?.headline).toBe('Rechtliches')
    expect(pairs(nav.legal?.links ?? [])).toEqual([
      ['Impressum', '/de/impressum/'],
      ['Datenschutz', '/de/datenschutz/'],
      ['AGB', '/de/agb/'],
    ])
    expect(nav.copyright).toBe('© Hauswelt – alle Preise inkl. MwSt.')
  })

  it('links the FAQ only where the market has it on (spec 01 §1)', () => {
    const links = (faq: boolean) =>
      readFooterNavigation(withoutDisabledLinks(footer.content, { faq }), { language: 'de', market: 'de-de' })
        .groups.flatMap((g) => g.links)
        .map((l) => l.href)
    expect(links(true)).toContain('/de/faq/')
    expect(links(false)).not.toContain('/de/faq/')
    expect(links(false)).toContain('/de/kundenservice/')
  })

  it.each<[string, string | undefined, string | undefined, RegExp | undefined]>([
    ['de-de', '+49 30 1234 5670', 'tel:+493012345670', /DPMA/],
    ['de-at', '+43 1 234 5670', 'tel:+4312345670', /DPMA/],
    ['de-ch', '+41 44 123 45 67', 'tel:+41441234567', /Swissreg/],
    ['fr-ch', '+41 44 123 45 67', 'tel:+41441234567', /Swissreg/],
    ['fr-be', '+32 2 123 45 67', 'tel:+3221234567', undefined],
    ['nl-nl', '+31 20 123 4567', 'tel:+31201234567', undefined],
    ['fr-fr', undefined, undefined, undefined],
  ])('%s: hotline %s (%s), trademark %s', (market, phone, href, trademark) => {
    const nav = read(market)
    expect(nav.hotline?.phone).toBe(phone)
    expect(nav.hotline?.href).toBe(href)
    if (phone) expect(nav.hotline?.hours).toBe('Mo–Fr 8–18 Uhr, Sa 9–14 Uhr')
    if (trademark) expect(nav.trademark).toMatch(trademark)
    else expect(nav.trademark).toBeUndefined()
  })

  it('skips a hotline that is no phone number, and a column without links', () => {
    const nav = read('de-de', {
      columns: [
        { component: 'footer_column', _uid: 'leer', headline: 'Leer', links: [] },
        { component: 'footer_column', _uid: 'x', links: [item('i', 'Impressum', storyLink('impressum'))] },
      ],
      hotline: [
        { component: 'hotline', _uid: 'h1', phone: 'javascript:alert(1)' },
        { component: 'hotline', _uid: 'h2', phone: '+41 (0)44 123 45 67', label: 'Hotline', markets: [] },
      ],
    })
    expect(nav.groups.map((g) => [g.id, g.headline])).toEqual([['x', undefined]])
    expect(nav.legal).toBeNull()
    expect(nav.hotline).toEqual({ phone: '+41 (0)44 123 45 67', href: 'tel:+41441234567', label: 'Hotline' })
  })

  it('reads nothing from content that is no footer', () => {
    expect(read('de-de', null)).toEqual({ groups: [], legal: null })
  })
})

describe('serviceLinks (spec 02 §3 hasWishlist)', () => {
  it('shows the wishlist only where the market has one', () => {
    expect(serviceLinks({ hasWishlist: true }).map((l) => l.key)).toEqual([
      'search',
      'account',
      'wishlist',
      'basket',
    ])
    expect(serviceLinks({ hasWishlist: false }).map((l) => l.key)).toEqual(['search', 'account', 'basket'])
  })
})
