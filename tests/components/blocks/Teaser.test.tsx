// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { Teaser } from '@/components/content/blocks/Teaser'
import {
  allHrefs,
  blockContext,
  blok,
  hostileLink,
  renderBlock,
  storyblokAsset,
  storyLink,
} from './lz-helpers'

// As in content/stories/home.json, with an image.
const teaser = blok('teaser', 'home-teaser-article', {
  headline: 'Ordnung in der Küche: fünf Handgriffe, die wirklich helfen',
  text: 'Wie Vorräte, Töpfe und Gewürze ihren festen Platz finden.',
  image: storyblokAsset('kueche.jpg', 'Aufgeräumte Küchenschublade'),
  link: storyLink('ratgeber/ordnung-in-der-kueche'),
})

describe('teaser block (spec 01 §2)', () => {
  it('renders headline as a link to the story, text, image and the more label', () => {
    const { container } = renderBlock(Teaser, teaser)
    const heading = screen.getByRole('heading', { level: 3 })
    const link = screen.getByRole('link', { name: /Ordnung in der Küche/ })
    expect(heading).toContainElement(link)
    expect(link).toHaveAttribute('href', '/de/ratgeber/ordnung-in-der-kueche/')
    expect(screen.getByText(/Töpfe und Gewürze/)).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Aufgeräumte Küchenschublade' })).toHaveAttribute(
      'src',
      expect.stringContaining('/m/600x0/filters:quality(70):format(webp)'),
    )
    expect(screen.getByText('Mehr erfahren')).toHaveAttribute('aria-hidden', 'true')
    expect(container.querySelector('[data-blok-uid]')).toBeNull()
  })

  it('carries the editable attributes only in preview', () => {
    const { container } = renderBlock(Teaser, teaser, blockContext({ preview: true }))
    expect(container.firstElementChild).toHaveAttribute('data-blok-uid', '4711-home-teaser-article')
  })

  it('takes the heading level from the field', () => {
    renderBlock(Teaser, { ...teaser, headline_level: 'h2' })
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument()
  })

  it('a javascript: link does not become a link; the headline stays', () => {
    const { container } = renderBlock(Teaser, { ...teaser, link: hostileLink })
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Ordnung in der Küche')
    expect(allHrefs(container).some((href) => /javascript/i.test(href))).toBe(false)
    expect(screen.queryByText('Mehr erfahren')).toBeNull()
  })

  it('invalid fields do not throw: no headline renders nothing, a bad image is left out', () => {
    const { container } = renderBlock(Teaser, blok('teaser', 't2', { headline: 42, image: 'x', link: 7 }))
    expect(container).toBeEmptyDOMElement()
    renderBlock(
      Teaser,
      blok('teaser', 't3', { headline: 'Ohne Bild', image: { filename: 'javascript:x.jpg' } }),
    )
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.getByText('Ohne Bild')).toBeInTheDocument()
  })
})
