// Page types of shopper paths (spec 01 §2 localised paths; spec 01 §7 performance metrics grouped per type).
import { describe, expect, it } from 'vitest'
import { isPageType, pageTypeOf } from '@/lib/monitoring/rules/page-type'

describe('pageTypeOf (spec 01 §2 paths → page type)', () => {
  it.each([
    ['/de/', 'home'],
    ['/fr/', 'home'],
    ['/', 'home'],
    ['/de/p/kuscheldecke-100001/', 'product'],
    ['/nl/p/deken-100001/', 'product'],
    ['/de/suche/', 'search'],
    ['/fr/rechercher/?q=x', 'search'],
    ['/nl/zoeken/', 'search'],
    ['/de/warenkorb/', 'basket'],
    ['/fr/panier/', 'basket'],
    ['/nl/winkelmandje/', 'basket'],
    ['/de/kasse/', 'checkout'],
    ['/de/kasse/login/', 'checkout'],
    ['/fr/esp%C3%A8ces/', 'checkout'],
    ['/fr/espèces/', 'checkout'],
    ['/nl/afrekenen/', 'checkout'],
    ['/de/danke/', 'checkout'],
    ['/de/konto/', 'account'],
    ['/de/konto/bestellungen/', 'account'],
    ['/fr/compte/mot-de-passe/', 'account'],
    ['/de/login/', 'account'],
    ['/de/wunschliste/', 'wishlist'],
    ['/de/documentation/ui-kit/', 'documentation'],
    ['/de/kontakt/', 'content'],
    ['/de/monitoring/', 'other'],
    ['/de/mailbox/', 'other'],
    // Listings and content pages share the catch-all: the path alone cannot tell them apart.
    ['/de/wohnen/decken/', 'content'],
    ['/de/ueber-uns/', 'content'],
    ['/de/%E0%A4%A/', 'content'],
  ])('%s → %s', (path, type) => {
    expect(pageTypeOf(path)).toBe(type)
  })

  it('knows its types', () => {
    expect(isPageType('product')).toBe(true)
    expect(isPageType('admin')).toBe(false)
  })
})
