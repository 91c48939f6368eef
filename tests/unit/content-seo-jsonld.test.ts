import { describe, expect, it } from 'vitest'
import { absoluteUrl } from '@/lib/config/absolute-url'
import { blogJsonLd, blogPostingJsonLd } from '@/lib/content/rules/seo/article'
import { breadcrumbJsonLd } from '@/lib/content/rules/seo/breadcrumb'
import { faqPageJsonLd } from '@/lib/content/rules/seo/faq'
import { websiteJsonLd } from '@/lib/content/rules/seo/website'

const ORIGIN = 'https://www.hauswelt.example'

describe('absoluteUrl', () => {
  it.each<[string | null | undefined, string | null]>([
    ['/de/kueche/', `${ORIGIN}/de/kueche/`],
    ['  /images/a.webp ', `${ORIGIN}/images/a.webp`],
    ['//a.storyblok.com/f/1/a.jpg', 'https://a.storyblok.com/f/1/a.jpg'],
    ['https://other.example/x', 'https://other.example/x'],
    ['http://de-de.localhost:3000/de/', 'http://de-de.localhost:3000/de/'],
    ['mailto:service@hauswelt.example', null],
    ['javascript:alert(1)', null],
    ['kueche/', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (href, expected) => {
    expect(absoluteUrl(ORIGIN, href)).toBe(expected)
  })

  it('does not double the slash of an origin written with one', () => {
    expect(absoluteUrl(`${ORIGIN}/`, '/de/')).toBe(`${ORIGIN}/de/`)
  })
})

describe('breadcrumbJsonLd (Google breadcrumb structured data)', () => {
  it('numbers the crumbs, names every link absolutely and leaves the page itself without item', () => {
    const data = breadcrumbJsonLd(
      [
        { name: 'Startseite', href: '/de/' },
        { name: 'Küche', href: '/de/kueche/' },
        { name: 'Pfannen', href: '/de/pfannen/' },
      ],
      ORIGIN,
    )
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Startseite', item: `${ORIGIN}/de/` },
        { '@type': 'ListItem', position: 2, name: 'Küche', item: `${ORIGIN}/de/kueche/` },
        { '@type': 'ListItem', position: 3, name: 'Pfannen' },
      ],
    })
  })

  it.each<[string | undefined, Record<string, unknown>]>([
    [undefined, {}],
    ['mailto:x@y.example', {}],
    ['https://other.example/a/', { item: 'https://other.example/a/' }],
  ])('a middle crumb linking %j gets %j', (href, expected) => {
    const [, middle] = breadcrumbJsonLd(
      [{ name: 'A', href: '/de/' }, { name: 'B', href }, { name: 'C' }],
      ORIGIN,
    ).itemListElement
    expect(middle).toEqual({ '@type': 'ListItem', position: 2, name: 'B', ...expected })
  })
})

describe('websiteJsonLd (home page)', () => {
  it.each([
    ['de', '/de/', '/de/suche/', `${ORIGIN}/de/suche/?q={search_term_string}`],
    ['fr', '/fr/', '/fr/rechercher/', `${ORIGIN}/fr/rechercher/?q={search_term_string}`],
    ['nl', '/nl/', '/nl/zoeken/', `${ORIGIN}/nl/zoeken/?q={search_term_string}`],
  ])('%s: a SearchAction into the localized search screen', (language, homePath, searchPath, template) => {
    const data = websiteJsonLd({ origin: ORIGIN, homePath, searchPath, name: 'Hauswelt', language })
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Hauswelt',
      url: `${ORIGIN}${homePath}`,
      inLanguage: language,
      publisher: { '@type': 'Organization', name: 'Hauswelt' },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: template },
        'query-input': 'required name=search_term_string',
      },
    })
  })
})

describe('blogPostingJsonLd and blogJsonLd (articles, the magazine index)', () => {
  const article = {
    headline: 'Ordnung in der Küche',
    href: '/de/ratgeber/ordnung-in-der-kueche/',
    description: 'Tipps',
    datePublished: '2025-01-20T06:30:00.000Z',
    dateModified: '2025-02-01T08:00:00.000Z',
    author: { name: 'Lena Berger', href: '/de/autoren/lena-berger/' },
    images: ['/images/content/kueche.webp', 'javascript:alert(1)', null],
    language: 'de',
  }

  it('an article: BlogPosting with author, dates, absolute image and url', () => {
    expect(blogPostingJsonLd(article, ORIGIN)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Ordnung in der Küche',
      url: `${ORIGIN}/de/ratgeber/ordnung-in-der-kueche/`,
      mainEntityOfPage: `${ORIGIN}/de/ratgeber/ordnung-in-der-kueche/`,
      description: 'Tipps',
      datePublished: '2025-01-20T06:30:00.000Z',
      dateModified: '2025-02-01T08:00:00.000Z',
      author: { '@type': 'Person', name: 'Lena Berger', url: `${ORIGIN}/de/autoren/lena-berger/` },
      image: [`${ORIGIN}/images/content/kueche.webp`],
      inLanguage: 'de',
    })
  })

  it('leaves out what is unknown instead of writing empty values', () => {
    expect(blogPostingJsonLd({ headline: 'Kurz', href: '/de/ratgeber/kurz/', images: [] }, ORIGIN)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Kurz',
      url: `${ORIGIN}/de/ratgeber/kurz/`,
      mainEntityOfPage: `${ORIGIN}/de/ratgeber/kurz/`,
    })
  })

  it('the index: a Blog whose posts are BlogPostings, never a posting itself', () => {
    const data = blogJsonLd(
      {
        name: 'Ratgeber',
        href: '/de/ratgeber/',
        language: 'de',
        posts: [article, { ...article, headline: 'Zwei' }],
      },
      ORIGIN,
    )
    expect(data['@type']).toBe('Blog')
    expect(data.url).toBe(`${ORIGIN}/de/ratgeber/`)
    expect(data.blogPost.map((post) => [post['@type'], post.headline])).toEqual([
      ['BlogPosting', 'Ordnung in der Küche'],
      ['BlogPosting', 'Zwei'],
    ])
    expect(data.blogPost[0]).not.toHaveProperty('@context')
  })
})

describe('faqPageJsonLd (one FAQPage per page)', () => {
  it('holds all questions of the page once, in order', () => {
    const data = faqPageJsonLd([
      { question: 'Wie lange dauert der Versand?', answer: '2–3 Tage.' },
      { question: 'Kann ich zurückgeben?', answer: '30 Tage lang.' },
      { question: 'wie lange dauert der versand? ', answer: 'Doppelt.' },
      { question: 'Ohne Antwort?', answer: '  ' },
    ])
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Wie lange dauert der Versand?',
          acceptedAnswer: { '@type': 'Answer', text: '2–3 Tage.' },
        },
        {
          '@type': 'Question',
          name: 'Kann ich zurückgeben?',
          acceptedAnswer: { '@type': 'Answer', text: '30 Tage lang.' },
        },
      ],
    })
  })

  it('is nothing without questions', () => {
    expect(faqPageJsonLd([])).toBeNull()
    expect(faqPageJsonLd([{ question: ' ', answer: 'x' }])).toBeNull()
  })
})
