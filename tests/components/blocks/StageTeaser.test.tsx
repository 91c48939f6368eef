// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { StageTeaser } from '@/components/content/blocks/StageTeaser'
import {
  allHrefs,
  blockContext,
  blok,
  hostileLink,
  renderBlock,
  storyblokAsset,
  storyLink,
} from './lz-helpers'

// The home page's stage (content/stories/home.json), with a hero image.
const stage = blok('stage_teaser', 'home-stage', {
  headline: 'Frischer Wind für Ihre Küche',
  text: 'Aufbewahren, zubereiten, genießen: entdecken Sie unsere Küchenhelfer für jeden Tag.',
  link_label: 'Zur Küche',
  link: storyLink('kategorieseiten/kueche'),
  image: storyblokAsset('stage.jpg', 'Helle Küche mit Vorratsgläsern', '2400x1050'),
})

describe('stage teaser block (spec 01 §2)', () => {
  it('renders the headline as h1, text and the call to action to the category page', () => {
    renderBlock(StageTeaser, stage)
    expect(
      screen.getByRole('heading', { level: 1, name: 'Frischer Wind für Ihre Küche' }),
    ).toBeInTheDocument()
    expect(screen.getByText(/Küchenhelfer für jeden Tag/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Zur Küche' })).toHaveAttribute('href', '/de/kueche/')
  })

  it('the hero image is the LCP element: eager, high priority, responsive widths, reserved size', () => {
    renderBlock(StageTeaser, stage)
    const image = screen.getByRole('img', { name: 'Helle Küche mit Vorratsgläsern' })
    expect(image).toHaveAttribute('loading', 'eager')
    expect(image).toHaveAttribute('fetchpriority', 'high')
    expect(image).toHaveAttribute('sizes', '100vw')
    expect(image.getAttribute('srcset')).toMatch(/\/m\/480x0\/.* 480w, .*\/m\/2560x0\/.* 2560w$/)
    expect(image).toHaveAttribute('width', '1440')
    expect(image).toHaveAttribute('height', '630')
  })

  it('editable attributes only in preview', () => {
    const { container, unmount } = renderBlock(StageTeaser, stage)
    expect(container.querySelector('[data-blok-c]')).toBeNull()
    unmount()
    const preview = renderBlock(StageTeaser, stage, blockContext({ preview: true }))
    expect(preview.container.querySelector('section')).toHaveAttribute('data-blok-uid', '4711-home-stage')
  })

  it('a javascript: link renders no call to action', () => {
    const { container } = renderBlock(StageTeaser, { ...stage, link: hostileLink })
    expect(screen.queryByRole('link')).toBeNull()
    expect(allHrefs(container).some((href) => /javascript/i.test(href))).toBe(false)
  })

  it('invalid fields do not throw; a stage without headline and image renders nothing', () => {
    const { container } = renderBlock(StageTeaser, blok('stage_teaser', 's2', { headline: ['x'], image: 12 }))
    expect(container).toBeEmptyDOMElement()
    renderBlock(StageTeaser, blok('stage_teaser', 's3', { headline: 'Nur Text', headline_level: 'h9' }))
    expect(screen.getByRole('heading', { level: 1, name: 'Nur Text' })).toBeInTheDocument()
  })
})
