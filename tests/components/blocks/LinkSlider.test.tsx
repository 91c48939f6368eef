// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { LinkSlider } from '@/components/content/blocks/LinkSlider'
import {
  allHrefs,
  blockContext,
  blok,
  hostileLink,
  renderBlock,
  storyLink,
  stubMatchMedia,
  urlLink,
} from './lz-helpers'

const slider = blok('link_slider', 'links-service', {
  headline: 'Service auf einen Blick',
  items: [
    blok('link_slider_item', 'l-versand', {
      label: 'Versand',
      link: storyLink('service/versand'),
      icon: { filename: '/images/icons/truck.png', alt: 'LKW' },
    }),
    blok('link_slider_item', 'l-retoure', { label: 'Rücksendung', link: storyLink('service/ruecksendung') }),
    blok('link_slider_item', 'l-evil', { label: 'Böse', link: hostileLink }),
    blok('link_slider_item', 'l-nolabel', { link: storyLink('x') }),
    blok('link_slider_item', 'l-app', { label: 'App', link: urlLink('https://apps.example.com', '_blank') }),
  ],
})

beforeEach(() => stubMatchMedia())
afterEach(() => vi.unstubAllGlobals())

describe('link slider block (spec 01 §2; slider of spec 02 §9)', () => {
  it('renders a named carousel of text and icon links', () => {
    renderBlock(LinkSlider, slider, blockContext({ path: '/de/service/versand/' }))
    expect(screen.getByRole('heading', { level: 2, name: 'Service auf einen Blick' })).toBeInTheDocument()
    const carousel = screen.getByRole('region', { name: 'Service auf einen Blick' })
    const links = within(carousel).getAllByRole('link')
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Versand', '/de/service/versand/'],
      ['Rücksendung', '/de/service/ruecksendung/'],
      ['App', 'https://apps.example.com'],
    ])
    expect(links[0]).toHaveAttribute('aria-current', 'page')
    // The icon decorates; the label names the link.
    expect(links[0]?.querySelector('img')).toHaveAttribute('alt', '')
    expect(links[2]).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('editable attributes on block and items only in preview', () => {
    const { container, unmount } = renderBlock(LinkSlider, slider)
    expect(container.querySelectorAll('[data-blok-uid]')).toHaveLength(0)
    unmount()
    const preview = renderBlock(LinkSlider, slider, blockContext({ preview: true }))
    expect(preview.container.querySelectorAll('[data-blok-uid]')).toHaveLength(4)
  })

  it('a javascript: link is left out', () => {
    const { container } = renderBlock(LinkSlider, slider)
    expect(screen.queryByText('Böse')).toBeNull()
    expect(allHrefs(container).join(' ')).not.toMatch(/javascript/i)
  })

  it('invalid fields do not throw; without usable links it renders nothing', () => {
    const { container } = renderBlock(
      LinkSlider,
      blok('link_slider', 'x', { items: 'Versand', links: [null] }),
    )
    expect(container).toBeEmptyDOMElement()
    renderBlock(
      LinkSlider,
      blok('link_slider', 'y', {
        links: [blok('nav_item', 'n', { label: 'Küche', link: storyLink('kategorieseiten/kueche') })],
      }),
    )
    expect(screen.getByRole('region', { name: 'Weiterführende Links' })).toBeInTheDocument()
  })
})
