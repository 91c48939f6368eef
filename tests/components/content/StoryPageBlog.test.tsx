// What a blog-like page (spec 01 §2) gets that another page does not: article semantics, its date,
// BlogPosting data and Open Graph type article.
import type { ComponentProps } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderToString } from 'react-dom/server'
import { NextIntlClientProvider } from 'next-intl'
import ratgeber from '@/content/stories/ratgeber/index.json'
import { StoryPage, storyMetadata } from '@/components/content/StoryPage'
import { getMarket } from '@/lib/config'
import type { Story } from '@/lib/content/rules/types'
import messages from '@/messages/de'

// On the server the page's provider takes the request's locale; here it is the test page's.
vi.mock('next-intl', async (original) => {
  const actual = await original<typeof import('next-intl')>()
  return {
    ...actual,
    NextIntlClientProvider: (props: ComponentProps<typeof actual.NextIntlClientProvider>) => (
      <actual.NextIntlClientProvider locale="de" timeZone="Europe/Berlin" {...props} />
    ),
  }
})

const market = getMarket('de-de')

/** The demo's Ratgeber page (a `page` story) under the given full slug. */
const story = (fullSlug: string, dates: Partial<Story> = {}) =>
  ({
    id: 7,
    uuid: ratgeber.uuid,
    name: ratgeber.name,
    slug: fullSlug.split('/').pop()!,
    full_slug: fullSlug,
    lang: 'default',
    translated_slugs: ratgeber.translated_slugs,
    content: ratgeber.content,
    first_published_at: '2025-01-20T06:30:00.000Z',
    published_at: '2025-03-04T07:00:00.000Z',
    ...dates,
  }) as Story

async function html(page: Story) {
  const ui = await StoryPage({ story: page, market, language: 'de', path: `/de/${page.full_slug}/` })
  return renderToString(
    <NextIntlClientProvider locale="de" messages={messages} timeZone="Europe/Berlin">
      {ui}
    </NextIntlClientProvider>,
  )
}

const jsonLd = (markup: string) =>
  [...markup.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  )

describe('blog-like content pages (spec 01 §2)', () => {
  it('a page under ratgeber/ is an article with its publication date and BlogPosting data', async () => {
    const markup = await html(story('ratgeber/pflege-tipps'))
    expect(markup).toMatch(/^<article data-treatment="blog"/)
    expect(markup).toContain('<time dateTime="2025-01-20T06:30:00.000Z">20. Januar 2025</time>')
    expect(markup).toContain('Ratgeber')
    expect(jsonLd(markup)).toContainEqual(
      expect.objectContaining({
        '@type': 'BlogPosting',
        headline: 'Ratgeber: Tipps für Küche, Haushalt und Wohnen',
        datePublished: '2025-01-20T06:30:00.000Z',
        dateModified: '2025-03-04T07:00:00.000Z',
      }),
    )
    const og = storyMetadata(story('ratgeber/pflege-tipps'), market, 'de').openGraph
    expect(og).toMatchObject({
      type: 'article',
      publishedTime: '2025-01-20T06:30:00.000Z',
      modifiedTime: '2025-03-04T07:00:00.000Z',
    })
  })

  it.each(['fr/les-inspirations/cuisine', 'magazin/wohnen'])('%s is blog-like as well', async (slug) => {
    expect(await html(story(slug))).toMatch(/^<article data-treatment="blog"/)
    expect(storyMetadata(story(slug), market, 'de').openGraph).toMatchObject({ type: 'article' })
  })

  it('shows no date when the content service sent none, and never an invalid one', async () => {
    const markup = await html(
      story('ratgeber/pflege-tipps', { first_published_at: null, published_at: 'kaputt' }),
    )
    expect(markup).toMatch(/^<article data-treatment="blog"/)
    expect(markup).not.toContain('<time')
    expect(jsonLd(markup)[0]).not.toHaveProperty('datePublished')
  })

  it('the same content on a page that is not blog-like stays a plain page', async () => {
    const markup = await html(story('service/pflege-tipps'))
    // The cards inside are articles of their own; the page itself is not framed as one.
    expect(markup).toMatch(/^<div/)
    expect(markup).not.toContain('data-treatment="blog"')
    expect(markup).not.toContain('<time')
    expect(markup).not.toContain('BlogPosting')
    expect(markup).toContain('Ratgeber')
    const og = storyMetadata(story('service/pflege-tipps'), market, 'de').openGraph
    expect(og).toMatchObject({ type: 'website' })
    expect(og).not.toHaveProperty('publishedTime')
  })
})
