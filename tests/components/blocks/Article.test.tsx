// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { Article } from '@/components/content/blocks/Article'
import { getMarket } from '@/lib/config'
import article from '@/content/stories/ratgeber/ordnung-in-der-kueche.json'
import author from '@/content/stories/autoren/lena-berger.json'
import type { Block } from '@/lib/content/rules/types'
import { allHrefs, blockContext, editable, renderBlock, storyblokAsset } from './lz-helpers'

// As the page reads it with resolve_relations=article.author: the author's story replaces the uuid.
const resolvedAuthor = { ...author, id: 12, slug: 'lena-berger', full_slug: 'autoren/lena-berger' }
const fixture = {
  ...(article.content as unknown as Block),
  _editable: editable('article-ordnung', 'article'),
  date: '2025-01-19 23:30',
  image: storyblokAsset('ordnung.jpg', 'Aufgeräumte Vorratsschublade', '1600x900'),
  author: resolvedAuthor,
}

const jsonLd = (container: HTMLElement) =>
  JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null')

describe('article root block (magazine, spec 01 §2 blog-like pages)', () => {
  it('renders title, date in the market time zone, author, intro, image and body', () => {
    renderBlock(Article, fixture)
    expect(screen.getByRole('heading', { level: 1, name: /Ordnung in der Küche/ })).toBeInTheDocument()
    // 23:30 UTC on the 19th is already the 20th in Berlin.
    expect(screen.getByText('20. Januar 2025')).toHaveAttribute('datetime', '2025-01-19T23:30:00.000Z')
    // Authors have no pages of their own: the byline leads to the bio on the page, never to a 404.
    expect(screen.getByRole('link', { name: 'Lena Berger' })).toHaveAttribute('href', '#article-author')
    expect(document.getElementById('article-author')).toHaveTextContent(/Lena testet seit zehn Jahren/)
    expect(screen.getByText(/Eine aufgeräumte Küche spart jeden Tag Zeit/)).toBeInTheDocument()
    const image = screen.getByRole('img', { name: 'Aufgeräumte Vorratsschublade' })
    expect(image).toHaveAttribute('fetchpriority', 'high')
    expect(screen.getByRole('heading', { level: 2, name: '1. Vorräte sichtbar lagern' })).toBeInTheDocument()
    expect(screen.getByRole('complementary', { name: 'Über die Autorin oder den Autor' })).toHaveTextContent(
      /Lena testet seit zehn Jahren/,
    )
  })

  it('formats the date in another market’s zone and language', () => {
    const market = { ...getMarket('de-de'), country: 'us', timezone: 'America/New_York' }
    renderBlock(Article, fixture, blockContext({ market, language: 'fr' }))
    expect(screen.getByText('19 janvier 2025')).toBeInTheDocument()
  })

  it('describes itself as a schema.org BlogPosting with absolute addresses', () => {
    const path = '/de/ratgeber/ordnung-in-der-kueche/'
    const { container } = renderBlock(
      Article,
      { ...fixture, published_at: '2025-02-01T08:00:00.000Z' },
      blockContext({ path }),
    )
    expect(jsonLd(container)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: article.content.title,
      url: `http://de-de.localhost:3000${path}`,
      mainEntityOfPage: `http://de-de.localhost:3000${path}`,
      description: article.content.intro,
      datePublished: '2025-01-19T23:30:00.000Z',
      dateModified: '2025-02-01T08:00:00.000Z',
      author: {
        '@type': 'Person',
        name: 'Lena Berger',
        url: 'http://de-de.localhost:3000/de/ratgeber/ordnung-in-der-kueche/#article-author',
      },
      image: ['https://a.storyblok.com/f/1000/1600x900/abc123/ordnung.jpg'],
      inLanguage: 'de',
    })
  })

  it('names a same-site picture absolutely', () => {
    const { container } = renderBlock(Article, { ...fixture, image: { filename: '/images/content/a.webp' } })
    expect(jsonLd(container).image).toEqual(['http://de-de.localhost:3000/images/content/a.webp'])
  })

  it('an unresolved author (only the uuid, as in the fixture) names nobody', () => {
    renderBlock(Article, { ...fixture, author: article.content.author })
    expect(screen.queryByText(/Von/)).toBeNull()
    expect(screen.queryByRole('complementary')).toBeNull()
  })

  it('editable attributes only in preview', () => {
    const { container, unmount } = renderBlock(Article, fixture)
    expect(container.querySelector('article')).not.toHaveAttribute('data-blok-uid')
    unmount()
    const preview = renderBlock(Article, fixture, blockContext({ preview: true }))
    expect(preview.container.querySelector('article')).toHaveAttribute(
      'data-blok-uid',
      '4711-article-ordnung',
    )
  })

  it('a hostile author slug never becomes an address', () => {
    const { container } = renderBlock(Article, {
      ...fixture,
      author: { ...resolvedAuthor, full_slug: 'javascript:alert(1)' },
    })
    expect(screen.getByRole('link', { name: 'Lena Berger' })).toHaveAttribute('href', '#article-author')
    expect(allHrefs(container).join(' ')).not.toMatch(/javascript/i)
  })

  it('an author without a bio is named without a link (nothing to lead to)', () => {
    renderBlock(Article, {
      ...fixture,
      author: { ...resolvedAuthor, content: { ...resolvedAuthor.content, bio: '' } },
    })
    expect(screen.queryByRole('link', { name: 'Lena Berger' })).toBeNull()
    expect(screen.getByText('Von Lena Berger')).toBeInTheDocument()
  })

  it('invalid fields do not throw', () => {
    const broken = {
      component: 'article',
      _uid: 'a2',
      title: 'Nur Titel',
      date: '2025-02-30',
      author: 5,
      image: [],
    }
    renderBlock(Article, broken)
    expect(screen.getByRole('heading', { level: 1, name: 'Nur Titel' })).toBeInTheDocument()
    expect(screen.queryByRole('img')).toBeNull()
    expect(document.querySelector('time')).toBeNull()
  })
})
