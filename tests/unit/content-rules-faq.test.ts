import { describe, expect, it } from 'vitest'
import {
  isFaqLink,
  isFaqPath,
  isFaqStory,
  isStoryShownInMarket,
  withoutDisabledLinks,
} from '@/lib/content/rules/faq'

const on = { faq: true }
const off = { faq: false }

describe('isFaqPath (spec 01 §1 faq switch)', () => {
  it.each<[string | null | undefined, boolean]>([
    ['faq', true],
    ['faq/', true],
    ['/faq', true],
    ['FAQ', true],
    ['faq/versand', true],
    ['de/faq', true],
    ['fr/faq', false],
    ['faq-und-hilfe', false],
    ['service/faq', false],
    ['kundenservice', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (path, expected) => {
    expect(isFaqPath(path)).toBe(expected)
  })
})

describe('isFaqStory / isStoryShownInMarket (spec 01 §1, spec 02 §3 shop option faq)', () => {
  it.each<[{ full_slug: string; default_full_slug?: string | null }, boolean]>([
    [{ full_slug: 'faq' }, true],
    // Read in Dutch: the translated slug is the full slug, the default slug names the story.
    [{ full_slug: 'nl/veelgestelde-vragen', default_full_slug: 'faq' }, true],
    [{ full_slug: 'fr/faq', default_full_slug: 'faq' }, true],
    [{ full_slug: 'impressum' }, false],
    [{ full_slug: 'nl/colofon', default_full_slug: 'impressum' }, false],
  ])('%j is the FAQ: %s', (story, expected) => {
    expect(isFaqStory(story)).toBe(expected)
  })

  it.each<[string, { faq: boolean }, boolean]>([
    ['faq', on, true],
    ['faq', off, false],
    ['impressum', on, true],
    ['impressum', off, true],
  ])('%s with faq=%j is shown: %s', (slug, options, expected) => {
    expect(isStoryShownInMarket({ full_slug: slug }, options)).toBe(expected)
  })
})

describe('isFaqLink', () => {
  it.each<[unknown, boolean]>([
    [{ linktype: 'story', cached_url: 'faq' }, true],
    [{ linktype: 'story', cached_url: 'faq/', story: { full_slug: 'nl/veelgestelde-vragen' } }, true],
    [{ linktype: 'story', cached_url: '', story: { full_slug: 'faq' } }, true],
    [{ linktype: 'story', cached_url: 'impressum' }, false],
    [{ linktype: 'url', url: '/de/faq/', cached_url: 'faq' }, false],
    [null, false],
    ['faq', false],
  ])('%j → %s', (link, expected) => {
    expect(isFaqLink(link)).toBe(expected)
  })
})

describe('withoutDisabledLinks: layout links to a switched-off FAQ are removed', () => {
  const footer = {
    component: 'footer',
    columns: [
      {
        component: 'footer_column',
        links: [
          { component: 'nav_item', _uid: 'a', link: { linktype: 'story', cached_url: 'kundenservice' } },
          { component: 'nav_item', _uid: 'b', link: { linktype: 'story', cached_url: 'faq' } },
        ],
      },
    ],
  }

  it('keeps everything where the FAQ is on', () => {
    expect(withoutDisabledLinks(footer, on)).toBe(footer)
  })

  it('drops the FAQ link, keeps the rest, and leaves the input alone where it is off', () => {
    const pruned = withoutDisabledLinks(footer, off)
    expect(pruned.columns[0]?.links.map((l) => l._uid)).toEqual(['a'])
    expect(footer.columns[0]?.links).toHaveLength(2)
  })
})
