import { describe, expect, it } from 'vitest'
import { productNumberFromPdp } from '@/lib/catalog/rules/product-number'
import { safeReturnPath } from '@/lib/auth/rules/return-path'
import { clientMessages } from '@/lib/i18n/messages'
import { currentBuild } from '@/lib/build/metadata'

describe('spec 01 §2: the product number is the last dash-separated segment of pdp', () => {
  it.each([
    ['kuscheldecke-rosa-100001', '100001'],
    ['100001', '100001'],
    ['sofa-3-sitzer-4711', '4711'],
    ['trailing-', ''],
  ])('%s → %s', (pdp, number) => {
    expect(productNumberFromPdp(pdp)).toBe(number)
  })
})

describe('login return address stays on the shop (spec 01 §6 login check)', () => {
  it.each([
    ['/de/konto/bestellungen/', '/de/konto/bestellungen/'],
    ['/fr/compte/?x=1', '/fr/compte/?x=1'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['', '/'],
    [null, '/'],
    ['/de/\u0000x', '/'],
  ])('%s → %s', (candidate, expected) => {
    expect(safeReturnPath(candidate)).toBe(expected)
  })
})

describe('client messages carry only the shared namespaces plus what a page asks for', () => {
  const all = { common: { a: 1 }, dialogs: { b: 2 }, errors: { c: 3 }, screens: { d: 4 }, uikit: { e: 5 } }
  it('drops server-only namespaces', () => {
    expect(Object.keys(clientMessages(all))).toEqual(['common', 'dialogs', 'errors'])
  })
  it('adds requested namespaces that exist', () => {
    expect(Object.keys(clientMessages(all, ['uikit', 'missing']))).toEqual([
      'common',
      'dialogs',
      'errors',
      'uikit',
    ])
  })
})

describe('spec 01 §9: build metadata carries release 0.2.0', () => {
  it('reports the release and the build id from the build environment', () => {
    const build = currentBuild()
    expect(build.release).toBe('0.2.0')
    expect(typeof build.id).toBe('string')
  })
})
