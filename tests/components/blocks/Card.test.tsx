// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { Card } from '@/components/content/blocks/Card'
import {
  asset,
  blok,
  doc,
  expectEditableOnlyInPreview,
  expectGarbageIsHarmless,
  expectNoScriptUrls,
  hostileLink,
  renderBlock,
  storyLink,
} from './ai-helpers'

const card = blok('card', 'card-vorrat', {
  image: asset('vorratsdosen.jpg', 'Vorratsdosen aus Glas im Regal'),
  badge: 'Neu',
  headline: 'Vorratsdosen',
  text: doc('Luftdicht, stapelbar und spülmaschinenfest.'),
  link: storyLink('kategorieseiten/kueche'),
  link_label: 'Zur Auswahl',
})

describe('card block (spec 01 §2)', () => {
  it('renders image, badge, headline link, text and the call to action', () => {
    renderBlock(Card, card)
    const heading = screen.getByRole('heading', { level: 3, name: 'Vorratsdosen' })
    const link = screen.getByRole('link', { name: 'Vorratsdosen' })
    expect(heading).toContainElement(link)
    // The category folder is dropped from shop paths (spec 01 §2).
    expect(link).toHaveAttribute('href', '/de/kueche/')
    expect(screen.getByRole('img', { name: 'Vorratsdosen aus Glas im Regal' })).toHaveAttribute(
      'src',
      expect.stringContaining('a.storyblok.com/f/1000/1200x800/abc123/vorratsdosen.jpg/m/600x0/'),
    )
    expect(screen.getByText('Neu')).toBeInTheDocument()
    expect(screen.getByText('Luftdicht, stapelbar und spülmaschinenfest.')).toBeInTheDocument()
    expect(screen.getByText('Zur Auswahl')).toHaveAttribute('aria-hidden', 'true')
  })

  it('takes the heading level from the field', () => {
    renderBlock(Card, { ...card, headline_level: 'h2' })
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument()
  })

  it('a javascript: link does not become a link, and no call to action is shown', () => {
    const { container } = renderBlock(Card, { ...card, link: hostileLink })
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByRole('heading', { name: 'Vorratsdosen' })).toBeInTheDocument()
    expect(screen.queryByText('Zur Auswahl')).toBeNull()
    expectNoScriptUrls(container)
  })

  it('carries editable attributes only in preview', () => {
    expectEditableOnlyInPreview(Card, card)
  })

  it('an invalid image source is left out; wrong field types never throw', () => {
    renderBlock(Card, { ...card, image: { filename: 'javascript:alert(1)//x.jpg', alt: 'x' } })
    expect(screen.queryByRole('img')).toBeNull()
    expectGarbageIsHarmless(Card, 'card')
  })
})
