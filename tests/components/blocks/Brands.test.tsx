// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { brandSearchHref, Brands } from '@/components/content/blocks/Brands'
import {
  asset,
  blok,
  expectEditableOnlyInPreview,
  expectGarbageIsHarmless,
  expectNoScriptUrls,
  hostileLink,
  renderBlock,
  storyLink,
} from './ai-helpers'

const brands = blok('brands', 'home-brands', {
  headline: 'Unsere Marken',
  brands: [
    blok('brand', 'brand-kochwerk', {
      name: 'Kochwerk',
      logo: asset('kochwerk.png', 'Logo', '400x200'),
      link: storyLink('marken/kochwerk'),
    }),
    blok('brand', 'brand-frischhalt', { name: 'Frischhalt & Co' }),
    blok('brand', 'brand-evil', { name: 'Böse', link: hostileLink }),
    blok('brand', 'brand-nameless', { logo: asset('x.png', 'x') }),
  ],
})

describe('brands block (spec 01 §2)', () => {
  it('renders a logo grid whose links are named by the brand', () => {
    renderBlock(Brands, brands)
    expect(screen.getByRole('heading', { level: 2, name: 'Unsere Marken' })).toBeInTheDocument()
    expect(screen.getAllByRole('listitem')).toHaveLength(3)
    const kochwerk = screen.getByRole('link', { name: 'Kochwerk' })
    expect(kochwerk).toHaveAttribute('href', '/de/marken/kochwerk/')
    expect(kochwerk.querySelector('img')).toHaveAttribute('alt', '')
  })

  it('a brand without a page (or with an unsafe link) leads to a search for it', () => {
    const { container } = renderBlock(Brands, brands)
    expect(screen.getByRole('link', { name: 'Frischhalt & Co' })).toHaveAttribute(
      'href',
      '/de/suche/?q=Frischhalt%20%26%20Co',
    )
    expect(screen.getByRole('link', { name: 'Böse' })).toHaveAttribute('href', '/de/suche/?q=B%C3%B6se')
    expectNoScriptUrls(container)
  })

  it.each([
    ['de', '/de/suche/?q=Kochwerk'],
    ['fr', '/fr/rechercher/?q=Kochwerk'],
    ['nl', '/nl/zoeken/?q=Kochwerk'],
  ] as const)('search path in %s', (language, expected) => {
    expect(brandSearchHref('Kochwerk', language)).toBe(expected)
  })

  it('carries editable attributes only in preview', () => {
    expectEditableOnlyInPreview(Brands, brands)
  })

  it('renders nothing without named brands; wrong field types never throw', () => {
    const { container } = renderBlock(Brands, blok('brands', 'empty', { brands: [] }))
    expect(container).toBeEmptyDOMElement()
    expectGarbageIsHarmless(Brands, 'brands')
  })
})
