// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { Banner } from '@/components/content/blocks/Banner'
import {
  asset,
  blok,
  expectEditableOnlyInPreview,
  expectGarbageIsHarmless,
  expectNoScriptUrls,
  hostileLink,
  renderBlock,
  storyLink,
  urlLink,
} from './ai-helpers'

const banner = blok('banner', 'home-banner-herbst', {
  image: asset('herbst.jpg', 'Gedeckter Tisch mit Kürbissen', '1600x900'),
  kicker: 'Herbstaktion',
  headline: 'Gemütlich durch den Herbst',
  text: 'Decken, Kerzen und Geschirr für lange Abende.',
  link: storyLink('kategorieseiten/kueche'),
  link_label: 'Jetzt entdecken',
  theme: 'dark',
})

describe('banner block (spec 01 §2)', () => {
  it('renders headline, kicker, text, image and the call to action', () => {
    renderBlock(Banner, banner)
    expect(screen.getByRole('heading', { level: 2, name: 'Gemütlich durch den Herbst' })).toBeInTheDocument()
    expect(screen.getByText('Herbstaktion')).toBeInTheDocument()
    expect(screen.getByText('Decken, Kerzen und Geschirr für lange Abende.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Jetzt entdecken' })).toHaveAttribute('href', '/de/kueche/')
    const image = screen.getByRole('img', { name: 'Gedeckter Tisch mit Kürbissen' })
    expect(image).toHaveAttribute('sizes', '(min-width: 768px) 50vw, 100vw')
    expect(image.getAttribute('srcset')).toMatch(/ 480w, /)
  })

  it('an overlay image only decorates: the headline carries the message', () => {
    const { container } = renderBlock(Banner, { ...banner, layout: 'overlay' })
    expect(container.querySelector('img')).toHaveAttribute('alt', '')
    expect(container.firstElementChild).toHaveAttribute('data-layout', 'overlay')
  })

  it('external links open safely; a javascript: link is no link', () => {
    renderBlock(Banner, { ...banner, link: { ...urlLink('https://example.com/herbst'), target: '_blank' } })
    const external = screen.getByRole('link', { name: 'Jetzt entdecken' })
    expect(external).toHaveAttribute('rel', 'noopener noreferrer')
    expect(external).toHaveAttribute('target', '_blank')
    const { container } = renderBlock(Banner, { ...banner, _uid: 'hostile', link: hostileLink })
    expect(container.querySelector('a')).toBeNull()
    expectNoScriptUrls(container)
  })

  it('carries editable attributes only in preview', () => {
    expectEditableOnlyInPreview(Banner, banner)
  })

  it('renders nothing without a headline; wrong field types never throw', () => {
    const { container } = renderBlock(Banner, { ...banner, headline: '' })
    expect(container).toBeEmptyDOMElement()
    expectGarbageIsHarmless(Banner, 'banner')
  })
})
