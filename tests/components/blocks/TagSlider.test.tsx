// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { searchHref, TagSlider } from '@/components/content/blocks/TagSlider'
import {
  allHrefs,
  blockContext,
  blok,
  hostileLink,
  renderBlock,
  storyLink,
  stubMatchMedia,
} from './lz-helpers'

const tags = blok('tag_slider', 'tags-kueche', {
  headline: 'Beliebt in der Küche',
  tags: [
    blok('tag', 't-dosen', { label: 'Vorratsdosen', search_term: 'vorratsdose glas' }),
    blok('tag', 't-backen', { label: 'Backen', link: storyLink('kategorieseiten/backen') }),
    blok('tag', 't-evil', { label: 'Pfannen', link: hostileLink }),
    blok('tag', 't-empty', { label: '  ' }),
  ],
  terms: 'Messer, Schneidebrett & Co',
})

beforeEach(() => stubMatchMedia())
afterEach(() => vi.unstubAllGlobals())

describe('tag slider block (spec 01 §2; slider of spec 02 §9)', () => {
  it('renders chips linking to the search or to a category', () => {
    renderBlock(TagSlider, tags)
    const carousel = screen.getByRole('region', { name: 'Beliebt in der Küche' })
    expect(
      within(carousel)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Vorratsdosen', '/de/suche/?q=vorratsdose%20glas'],
      ['Backen', '/de/backen/'],
      // A hostile link is dropped; the tag still searches for its label.
      ['Pfannen', '/de/suche/?q=Pfannen'],
      ['Messer', '/de/suche/?q=Messer'],
      ['Schneidebrett & Co', '/de/suche/?q=Schneidebrett%20%26%20Co'],
    ])
  })

  it('searches in the page language’s search path', () => {
    expect(searchHref('Casserole', 'fr')).toBe('/fr/rechercher/?q=Casserole')
    expect(searchHref('pan', 'nl')).toBe('/nl/zoeken/?q=pan')
    expect(searchHref('x'.repeat(300), 'de')).toHaveLength('/de/suche/?q='.length + 100)
  })

  it('editable attributes on block and tags only in preview', () => {
    const { container, unmount } = renderBlock(TagSlider, tags)
    expect(container.querySelectorAll('[data-blok-uid]')).toHaveLength(0)
    unmount()
    const preview = renderBlock(TagSlider, tags, blockContext({ preview: true }))
    expect(preview.container.querySelectorAll('[data-blok-uid]')).toHaveLength(4)
  })

  it('no javascript: address reaches the page', () => {
    const { container } = renderBlock(TagSlider, tags)
    expect(allHrefs(container).join(' ')).not.toMatch(/javascript/i)
  })

  it('invalid fields do not throw; without tags it renders nothing', () => {
    const { container } = renderBlock(TagSlider, blok('tag_slider', 'x', { tags: 'a', terms: 5 }))
    expect(container).toBeEmptyDOMElement()
  })
})
