import { describe, expect, it } from 'vitest'
import { getMarket, flavourRules } from '@/lib/config'
import { marketOrigin } from '@/lib/config/origin'
import article from '@/content/stories/ratgeber/ordnung-in-der-kueche.json'
import kontakt from '@/content/stories/kontakt.json'
import { DEFAULT_OG_IMAGE, firstStoryImage, storyMetadata } from '@/components/content/StoryPage'
import type { Story } from '@/lib/content/rules/types'

const story = (fullSlug: string, file: { name: string; translated_slugs?: unknown; content: unknown }) =>
  ({
    id: 1,
    uuid: 'u',
    name: file.name,
    slug: fullSlug,
    full_slug: fullSlug,
    lang: 'default',
    translated_slugs: file.translated_slugs,
    content: file.content,
  }) as Story

describe('Open Graph of a content page', () => {
  it('names the page’s canonical url, locale, the other locales of the market, the site and its picture', () => {
    const market = getMarket('de-ch')
    const origin = marketOrigin(market)
    const og = storyMetadata(story('ratgeber/ordnung-in-der-kueche', article), market, 'de').openGraph
    expect(og).toMatchObject({
      type: 'article',
      url: `${origin}/de/ratgeber/ordnung-in-der-kueche/`,
      siteName: flavourRules.brandName,
      locale: 'de_CH',
      alternateLocale: ['fr_CH'],
      images: [{ url: `${origin}/images/content/ratgeber-ordnung-in-der-kueche.webp` }],
    })
  })

  it('a page without a picture shows the brand picture of the flavour', () => {
    const market = getMarket('nl-be')
    const og = storyMetadata(story('kontakt', kontakt), market, 'nl').openGraph
    expect(og).toMatchObject({
      type: 'website',
      url: `${marketOrigin(market)}/nl/contact/`,
      locale: 'nl_BE',
      alternateLocale: ['fr_BE'],
      images: [{ ...DEFAULT_OG_IMAGE, url: marketOrigin(market) + DEFAULT_OG_IMAGE.url }],
    })
  })

  it.each<[string, unknown, string | null]>([
    [
      'the first asset in content order',
      { image: { filename: '/a.webp', alt: 'A' }, body: [{ image: { filename: '/b.png' } }] },
      '/a.webp',
    ],
    [
      'an absolute Storyblok asset',
      { body: [{ image: { filename: 'https://a.storyblok.com/f/1/600x400/x.jpg' } }] },
      'https://a.storyblok.com/f/1/600x400/x.jpg',
    ],
    [
      'past a source that is no picture',
      { body: [{ file: { filename: '/preisliste.pdf' } }, { image: { filename: '/c.jpg' } }] },
      '/c.jpg',
    ],
    ['never a hostile source', { body: [{ image: { filename: 'javascript:alert(1)//x.png' } }] }, null],
    ['nothing', { body: [] }, null],
  ])('firstStoryImage: %s', (_, content, url) => {
    expect(firstStoryImage(content)?.url ?? null).toBe(url)
  })
})
