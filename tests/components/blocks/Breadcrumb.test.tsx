// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { Breadcrumb, crumbsFromPath } from '@/components/content/blocks/Breadcrumb'
import {
  blok,
  context,
  expectEditableOnlyInPreview,
  expectGarbageIsHarmless,
  expectNoScriptUrls,
  hostileLink,
  renderBlock,
  storyLink,
} from './ai-helpers'

const fromPath = blok('breadcrumb', 'article-breadcrumb', { current_label: 'Ordnung in der Küche' })
const articleContext = context({ path: '/de/ratgeber/ordnung-in-der-kueche/' })

const jsonLd = (container: HTMLElement) =>
  JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null') as {
    itemListElement: unknown[]
  }

describe('breadcrumb block (spec 01 §2)', () => {
  it('builds the trail from the page path: home, folders, the current page', () => {
    const { container } = renderBlock(Breadcrumb, fromPath, articleContext)
    const nav = screen.getByRole('navigation', { name: 'Brotkrümelnavigation' })
    const items = within(nav).getAllByRole('listitem')
    expect(items.map((li) => li.textContent)).toEqual(['Startseite', 'Ratgeber', 'Ordnung in der Küche'])
    expect(within(nav).getByRole('link', { name: 'Startseite' })).toHaveAttribute('href', '/de/')
    expect(within(nav).getByRole('link', { name: 'Ratgeber' })).toHaveAttribute('href', '/de/ratgeber/')
    const current = within(nav).getByText('Ordnung in der Küche')
    expect(current).toHaveAttribute('aria-current', 'page')
    expect(current.tagName).toBe('SPAN')
    expect(jsonLd(container).itemListElement).toEqual([
      // Absolute on the market's origin: Google reads relative `item`s as errors.
      { '@type': 'ListItem', position: 1, name: 'Startseite', item: 'http://de-de.localhost:3000/de/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Ratgeber',
        item: 'http://de-de.localhost:3000/de/ratgeber/',
      },
      { '@type': 'ListItem', position: 3, name: 'Ordnung in der Küche' },
    ])
  })

  it('uses the block items when given, through the safe-link rules', () => {
    const items = [
      blok('breadcrumb_item', 'bc-kueche', { label: 'Küche', link: storyLink('kategorieseiten/kueche') }),
      blok('breadcrumb_item', 'bc-hostile', { label: 'Böse', link: hostileLink }),
      blok('breadcrumb_item', 'bc-dosen', { label: 'Vorratsdosen' }),
    ]
    const { container } = renderBlock(Breadcrumb, blok('breadcrumb', 'own', { items }), articleContext)
    expect(screen.getByRole('link', { name: 'Küche' })).toHaveAttribute('href', '/de/kueche/')
    expect(screen.queryByRole('link', { name: 'Böse' })).toBeNull()
    expect(screen.getByText('Böse')).toBeInTheDocument()
    expect(screen.getByText('Vorratsdosen')).toHaveAttribute('aria-current', 'page')
    expectNoScriptUrls(container)
    expect(JSON.stringify(jsonLd(container))).not.toMatch(/javascript/i)
  })

  it.each([
    ['/de/', []],
    ['/de/kueche/', [{ label: 'Kueche' }]],
    [
      '/de/ratgeber/tipps-und-tricks/?page=2',
      [{ label: 'Ratgeber', href: '/de/ratgeber/' }, { label: 'Tipps und tricks' }],
    ],
    ['/de/caf%C3%A9/', [{ label: 'Café' }]],
    ['/de/%E0%A4%A/', [{ label: '%E0%A4%A' }]],
  ])('crumbs of %s', (path, expected) => {
    expect(crumbsFromPath(path, 'de')).toEqual(expected)
  })

  it('renders nothing on the home page', () => {
    const { container } = renderBlock(Breadcrumb, fromPath, context({ path: '/de/' }))
    expect(container).toBeEmptyDOMElement()
  })

  it('speaks the page language', () => {
    const { container } = renderBlock(
      Breadcrumb,
      fromPath,
      context({ language: 'fr', marketCode: 'fr-ch', path: '/fr/les-inspirations/ordre/' }),
    )
    expect(screen.getByRole('link', { name: 'Startseite' })).toHaveAttribute('href', '/fr/')
    expect(container.querySelector('a[href="/fr/les-inspirations/"]')).not.toBeNull()
  })

  it('carries editable attributes only in preview', () => {
    expectEditableOnlyInPreview(Breadcrumb, fromPath, { path: '/de/ratgeber/x/' })
  })

  it('wrong field types never throw', () => {
    expectGarbageIsHarmless(Breadcrumb, 'breadcrumb', { path: '/de/ratgeber/x/' })
  })
})
