// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { ImageMap, productHref } from '@/components/content/blocks/ImageMap'
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

const spot = (uid: string, fields: Record<string, unknown>) => blok('image_map_hotspot', uid, fields)

const imageMap = blok('image_map', 'kueche-imagemap', {
  headline: 'Die Küche von Familie Berger',
  image: asset('kueche-total.jpg', 'Helle Landhausküche mit Kochinsel', '1600x1000'),
  hotspots: [
    spot('spot-pfanne', { x: '62,5', y: 70, label: 'Gusseisenpfanne', product_number: '4711001' }),
    spot('spot-dosen', {
      x: 20,
      y: 30,
      label: 'Vorratsdosen',
      description: 'Luftdicht und stapelbar',
      link: storyLink('kategorieseiten/kueche'),
    }),
    spot('spot-evil', { x: 50, y: 50, label: 'Böse', link: hostileLink }),
    spot('spot-outside', { x: 140, y: 50, label: 'Daneben', product_number: '1' }),
  ],
})

describe('image map block (spec 01 §2)', () => {
  it('renders the image with hotspots named by their labels, in reading order', () => {
    const { container } = renderBlock(ImageMap, imageMap)
    expect(screen.getByRole('img', { name: 'Helle Landhausküche mit Kochinsel' })).toBeInTheDocument()
    const hotspots = [...container.querySelectorAll('a[aria-label], button[aria-label]')].map((el) =>
      el.getAttribute('aria-label'),
    )
    expect(hotspots).toEqual(['Vorratsdosen', 'Gusseisenpfanne'])
  })

  it('a product hotspot links to the product page built from name and number', () => {
    const { container } = renderBlock(ImageMap, imageMap)
    const link = screen.getByRole('link', { name: 'Gusseisenpfanne' })
    expect(link).toHaveAttribute('href', '/de/p/gusseisenpfanne-4711001/')
    expect((link.parentElement as HTMLElement).style.getPropertyValue('--x')).toBe('62.5%')
    expect(container.querySelector('[aria-label="Daneben"]')).toBeNull()
  })

  it('a hotspot with a description is a button that opens it, with the link inside', () => {
    renderBlock(ImageMap, imageMap)
    const button = screen.getByRole('button', { name: 'Vorratsdosen' })
    const popover = document.getElementById(button.getAttribute('popovertarget') ?? '')
    expect(popover).toHaveAttribute('popover', 'auto')
    expect(popover).toHaveTextContent('Luftdicht und stapelbar')
    expect(popover?.querySelector('a')).toHaveAttribute('href', '/de/kueche/')
  })

  it('a javascript: link does not become a hotspot', () => {
    const { container } = renderBlock(ImageMap, imageMap)
    expect(screen.queryByLabelText('Böse')).toBeNull()
    expectNoScriptUrls(container)
  })

  it.each([
    ['Gusseisenpfanne', '4711001', '/de/p/gusseisenpfanne-4711001/'],
    ['Crème-Schale', 'A12', '/de/p/creme-schale-a12/'],
    ['x', '../../admin', null],
    ['x', '', null],
  ])('product link %s %s → %s', (name, number, expected) => {
    expect(productHref(name, number, 'de')).toBe(expected)
  })

  it('carries editable attributes only in preview', () => {
    expectEditableOnlyInPreview(ImageMap, imageMap)
  })

  it('renders nothing without an image; wrong field types never throw', () => {
    const { container } = renderBlock(ImageMap, { ...imageMap, image: null })
    expect(container).toBeEmptyDOMElement()
    expectGarbageIsHarmless(ImageMap, 'image_map')
  })
})
