import { describe, expect, it } from 'vitest'
import type { Language } from '@/lib/config'
import { matchLocalizedPath } from '@/lib/routing/rules/localized-path'

const segs = (path: string) => path.split('/').filter(Boolean)

describe('matchLocalizedPath (spec 01 §2)', () => {
  it.each<[Language, string, string, string[], Record<string, string | string[]>]>([
    // Literal segments beat parameters.
    [
      'de',
      '/konto/bestellung/reklamation/123',
      '/account/orders/complaint/[orderNumber]',
      segs('/account/orders/complaint/123'),
      { orderNumber: '123' },
    ],
    [
      'de',
      '/konto/bestellung/123',
      '/account/orders/[orderNumber]',
      segs('/account/orders/123'),
      { orderNumber: '123' },
    ],
    ['de', '/konto/bestellungen', '/account/orders', segs('/account/orders'), {}],
    ['fr', '/compte/commandes', '/account/orders', segs('/account/orders'), {}],
    [
      'fr',
      '/compte/commandes/42',
      '/account/orders/[orderNumber]',
      segs('/account/orders/42'),
      { orderNumber: '42' },
    ],
    [
      'fr',
      '/compte/commandes/reclamation/42',
      '/account/orders/complaint/[orderNumber]',
      segs('/account/orders/complaint/42'),
      { orderNumber: '42' },
    ],
    ['de', '/documentation/ui-kit', '/documentation/ui-kit', segs('/documentation/ui-kit'), {}],
    // Catch-all takes one or more segments.
    ['de', '/documentation/a', '/documentation/[...slug]', segs('/documentation/a'), { slug: ['a'] }],
    [
      'fr',
      '/documentation/a/b/c',
      '/documentation/[...slug]',
      segs('/documentation/a/b/c'),
      { slug: ['a', 'b', 'c'] },
    ],
    [
      'de',
      '/documentation/ui-kit/more',
      '/documentation/[...slug]',
      segs('/documentation/ui-kit/more'),
      { slug: ['ui-kit', 'more'] },
    ],
    // Decoded non-ASCII segments.
    ['fr', '/espèces', '/checkout', ['checkout'], {}],
    ['fr', '/espèces/login', '/checkout/login', ['checkout', 'login'], {}],
    ['de', '/p/stühle-123', '/p/[pdp]', ['p', 'stühle-123'], { pdp: 'stühle-123' }],
    ['de', '/p/a b', '/p/[pdp]', ['p', 'a b'], { pdp: 'a b' }],
    ['nl', '/account/contact', '/account/contact', ['account', 'contact'], {}],
    ['nl', '/contact', '/contact', ['contact'], {}],
    ['de', '/', '/', [], {}],
  ])('spec 01 §2: %s %s is screen %s', (language, path, internal, segments, params) => {
    expect(matchLocalizedPath(language, segs(path))).toEqual({ internal, segments, params })
  })

  it.each<[Language, string]>([
    ['de', '/documentation'],
    ['fr', '/documentation'],
  ])(
    'spec 01 §2: %s %s never matches the catch-all with an empty slug (it needs ≥1 segment)',
    (language, path) => {
      const match = matchLocalizedPath(language, segs(path))
      expect(match?.internal).not.toBe('/documentation/[...slug]')
      expect(match?.params ?? {}).not.toHaveProperty('slug')
    },
  )

  it.each<[Language, string]>([
    ['de', '/warenkorb/extra'],
    ['de', '/panier'],
    ['fr', '/warenkorb'],
    ['de', '/Warenkorb'],
    ['fr', '/esp%C3%A8ces'],
    ['fr', '/especes'],
    ['de', '/p'],
    ['de', '/p/a/b'],
    ['de', '/konto/bestellung'],
    ['nl', '/konto'],
  ])('spec 01 §2: %s %s is no screen (content page or 404)', (language, path) => {
    expect(matchLocalizedPath(language, segs(path))).toBeNull()
  })
})
