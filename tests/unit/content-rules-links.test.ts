import { describe, expect, it } from 'vitest'
import { resolveLink, type ResolvedLink } from '@/lib/content/rules/links'
import { isExternalHref, safeHref } from '@/lib/content/rules/safe-url'

describe('resolveLink by linktype (spec 01 §2, spec 02 §5)', () => {
  it.each<[string, Record<string, unknown>, ResolvedLink | null]>([
    [
      'url → the url',
      { linktype: 'url', url: 'https://example.com/a?b=1' },
      { href: 'https://example.com/a?b=1', external: true },
    ],
    [
      'url from href (rich-text mark)',
      { linktype: 'url', href: 'https://example.com/' },
      { href: 'https://example.com/', external: true },
    ],
    [
      'url written without scheme',
      { linktype: 'url', url: 'www.example.com/x' },
      { href: 'https://www.example.com/x', external: true },
    ],
    [
      'relative url stays in the shop',
      { linktype: 'url', url: '/de/kontakt/' },
      { href: '/de/kontakt/', external: false },
    ],
    ['tel url', { linktype: 'url', url: 'tel:+4912345' }, { href: 'tel:+4912345', external: true }],
    [
      'asset → the asset address',
      { linktype: 'asset', url: 'https://a.storyblok.com/f/1/x/manual.pdf' },
      { href: 'https://a.storyblok.com/f/1/x/manual.pdf', external: true },
    ],
    [
      'local asset',
      { linktype: 'asset', url: '/content-assets/manual.pdf' },
      { href: '/content-assets/manual.pdf', external: false },
    ],
    [
      'email → mailto',
      { linktype: 'email', email: 'service@example.com' },
      { href: 'mailto:service@example.com', external: true },
    ],
    [
      'email from href',
      { linktype: 'email', href: 'service@example.com' },
      { href: 'mailto:service@example.com', external: true },
    ],
    [
      'email already mailto',
      { linktype: 'email', email: 'MAILTO:a@b.de' },
      { href: 'mailto:a@b.de', external: true },
    ],
    [
      'story → shop path',
      { linktype: 'story', story: { full_slug: 'ueber-uns' } },
      { href: '/de/ueber-uns/', external: false },
    ],
    [
      'story with anchor',
      { linktype: 'story', story: { full_slug: 'faq' }, anchor: 'versand' },
      { href: '/de/faq/#versand', external: false },
    ],
    [
      'story anchor given with #',
      { linktype: 'story', cached_url: 'faq', anchor: '#rueckgabe' },
      { href: '/de/faq/#rueckgabe', external: false },
    ],
    [
      'story from cached_url',
      { linktype: 'story', cached_url: 'magazin/kochen/' },
      { href: '/de/magazin/kochen/', external: false },
    ],
    [
      'story from href',
      { linktype: 'story', href: '/ratgeber/tipps' },
      { href: '/de/ratgeber/tipps/', external: false },
    ],
    [
      'story slug drops kategorieseiten',
      { linktype: 'story', story: { full_slug: 'kategorieseiten/kueche/toepfe' } },
      { href: '/de/kueche/toepfe/', external: false },
    ],
    [
      'story home → language root',
      { linktype: 'story', story: { full_slug: 'home' } },
      { href: '/de/', external: false },
    ],
    [
      'story slug with language folder keeps that language',
      { linktype: 'story', story: { full_slug: 'fr/les-inspirations/cuisine' } },
      { href: '/fr/les-inspirations/cuisine/', external: false },
    ],
    [
      'story /home with language folder',
      { linktype: 'story', cached_url: 'fr/home' },
      { href: '/fr/', external: false },
    ],
    [
      'story resolved story wins over cached_url',
      { linktype: 'story', cached_url: 'alt', story: { full_slug: 'neu' } },
      { href: '/de/neu/', external: false },
    ],
    [
      'target _blank kept',
      { linktype: 'url', url: 'https://example.com', target: '_blank' },
      { href: 'https://example.com', external: true, target: '_blank' },
    ],
    [
      'target _self kept',
      { linktype: 'story', cached_url: 'x', target: '_self' },
      { href: '/de/x/', external: false, target: '_self' },
    ],
    [
      'unknown target dropped',
      { linktype: 'url', url: '/x/', target: 'evil' },
      { href: '/x/', external: false },
    ],
    ['unknown linktype', { linktype: 'phone', url: '/x/' }, null],
    ['empty url', { linktype: 'url', url: '  ' }, null],
    ['empty story link', { linktype: 'story', id: '' }, null],
    ['invalid email', { linktype: 'email', email: 'not an address' }, null],
    ['email with line break', { linktype: 'email', email: 'a@b.de\nBcc:x@y.de' }, null],
    ['story slug with dot segment', { linktype: 'story', cached_url: 'a/../../etc' }, null],
  ])('%s', (_, input, expected) => {
    expect(resolveLink(input, 'de')).toEqual(expected)
  })

  it('a story slug is percent-encoded per segment', () => {
    expect(resolveLink({ linktype: 'story', cached_url: 'fr/espèces' }, 'de')?.href).toBe('/fr/esp%C3%A8ces/')
  })

  it('odd field types read as missing instead of breaking the link', () => {
    expect(resolveLink({ linktype: 'url', url: 42, href: '/ok/' }, 'de')).toEqual({
      href: '/ok/',
      external: false,
    })
    expect(resolveLink(null, 'de')).toBeNull()
    expect(resolveLink('https://example.com', 'de')).toBeNull()
  })
})

// Hostile addresses of every disguise: each must come out as no link at all.
const HOSTILE = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'JAVASCRIPT:alert(1)',
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  '\u0000javascript:alert(1)',
  '\u0001 javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'java&#x09;script:alert(1)',
  'java&#9;script:alert(1)',
  'java&Tab;script:alert(1)',
  'javascript&colon;alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;avascript:alert(1)',
  '&#0000106&#0000097vascript:alert(1)',
  '&amp;#106;avascript:alert(1)',
  'javascript%3Aalert(1)',
  '%6Aavascript:alert(1)',
  'jav\u200bascript:alert(1)',
  '\ufeffjavascript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:text/html,<script>alert(1)</script>',
  ' data:image/svg+xml,<svg onload=alert(1)>',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'file:///etc/passwd',
  'livescript:alert(1)',
]

describe('safe links: javascript:, data: and vbscript: never reach an href (spec 02 §5)', () => {
  it.each(HOSTILE)('url link %j becomes text', (url) => {
    expect(resolveLink({ linktype: 'url', url }, 'de')).toBeNull()
    expect(resolveLink({ linktype: 'asset', url }, 'de')).toBeNull()
    expect(safeHref(url)).toBeNull()
  })

  it.each(HOSTILE)('story link %j becomes text', (slug) => {
    expect(resolveLink({ linktype: 'story', cached_url: slug }, 'de')).toBeNull()
    expect(resolveLink({ linktype: 'story', story: { full_slug: slug } }, 'de')).toBeNull()
  })

  it.each(HOSTILE)('email link %j becomes text', (email) => {
    expect(resolveLink({ linktype: 'email', email }, 'de')).toBeNull()
  })

  it('an anchor cannot break out of the fragment', () => {
    const link = resolveLink({ linktype: 'story', cached_url: 'faq', anchor: '"><script>' }, 'de')
    expect(link?.href).toBe('/de/faq/#%22%3E%3Cscript%3E')
  })
})

describe('safeHref cleaning', () => {
  it.each([
    ['  https://example.com/  ', 'https://example.com/'],
    ['https://exa\tmple.com/', 'https://example.com/'],
    ['/de/kontakt/', '/de/kontakt/'],
    ['#oben', '#oben'],
    ['?seite=2', '?seite=2'],
    ['HTTPS://example.com', 'HTTPS://example.com'],
    ['mailto:a@b.de', 'mailto:a@b.de'],
    ['https://x.de/?next=javascript:alert(1)', 'https://x.de/?next=javascript:alert(1)'],
  ])('%j → %j', (raw, expected) => {
    expect(safeHref(raw)).toBe(expected)
  })

  it('an allow list narrows the schemes', () => {
    expect(safeHref('mailto:a@b.de', ['http', 'https'])).toBeNull()
    expect(safeHref('https://x.de/a.png', ['http', 'https'])).toBe('https://x.de/a.png')
  })

  it.each([
    ['https://x.de', true],
    ['//x.de/a', true],
    ['mailto:a@b.de', true],
    ['/de/', false],
    ['#a', false],
  ])('isExternalHref(%j) = %s', (href, expected) => {
    expect(isExternalHref(href)).toBe(expected)
  })
})
