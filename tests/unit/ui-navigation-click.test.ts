import { describe, expect, it } from 'vitest'
import { routeKey, startsNavigation, type LinkClick, type LinkTarget } from '@/lib/ui/rules/navigation-click'

const plain: LinkClick = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false }
const here = { origin: 'https://shop.example', pathname: '/de/warenkorb/', search: '' }
const link = (href: string, extra: Partial<LinkTarget> = {}): LinkTarget => ({
  href,
  target: '',
  download: false,
  ...extra,
})

describe('spec 02 §2 "Root app": which link clicks start the loading bar', () => {
  it.each<[string, LinkClick, LinkTarget, boolean]>([
    ['another page of the shop', plain, link('https://shop.example/de/konto/'), true],
    ['same page with another query', plain, link('https://shop.example/de/warenkorb/?voucher=X'), true],
    ['target _self', plain, link('https://shop.example/de/konto/', { target: '_self' }), true],
    ['the page itself', plain, link('https://shop.example/de/warenkorb/'), false],
    ['a hash on the same page', plain, link('https://shop.example/de/warenkorb/#total'), false],
    ['another origin', plain, link('https://other.example/de/konto/'), false],
    ['a new tab', plain, link('https://shop.example/de/konto/', { target: '_blank' }), false],
    ['a download', plain, link('https://shop.example/agb.pdf', { download: true }), false],
    ['ctrl-click', { ...plain, ctrlKey: true }, link('https://shop.example/de/konto/'), false],
    ['cmd-click', { ...plain, metaKey: true }, link('https://shop.example/de/konto/'), false],
    ['shift-click', { ...plain, shiftKey: true }, link('https://shop.example/de/konto/'), false],
    ['alt-click', { ...plain, altKey: true }, link('https://shop.example/de/konto/'), false],
    ['middle button', { ...plain, button: 1 }, link('https://shop.example/de/konto/'), false],
    ['an unparsable href', plain, link('http://['), false],
  ])('%s → %s', (_, click, target, expected) => {
    expect(startsNavigation(click, target, here)).toBe(expected)
  })
})

describe('routeKey: one spelling per route', () => {
  it.each<[string, string, string]>([
    ['/fr/esp%C3%A8ces/', '', '/fr/espèces/'],
    ['/fr/espèces/', '', '/fr/espèces/'],
    ['/de/suche/', '?q=a%20b', '/de/suche/?q=a+b'],
    ['/de/suche/', 'q=a+b', '/de/suche/?q=a+b'],
    ['/de/%E0%A4%A/', '', '/de/%E0%A4%A/'],
  ])('%s %s → %s', (pathname, search, key) => {
    expect(routeKey(pathname, search)).toBe(key)
  })
})
