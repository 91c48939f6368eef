// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { Spotlight } from '@/components/content/blocks/Spotlight'
import { allHrefs, blockContext, blok, hostileLink, renderBlock, storyblokAsset, urlLink } from './lz-helpers'

const richText = (value: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: value }] }],
})

const spotlight = blok('spotlight', 'spotlight-gusseisen', {
  kicker: 'Neu im Sortiment',
  headline: 'Gusseisen für Generationen',
  text: richText('Einmal eingebrannt, brät die Pfanne scharf an und hält ein Leben lang.'),
  image: storyblokAsset('pfanne.jpg', 'Gusseiserne Pfanne auf dem Herd'),
  link_label: 'Jetzt entdecken',
  link: urlLink('https://www.example.com/gusseisen', '_blank'),
  image_position: 'left',
})

describe('spotlight block (spec 01 §2)', () => {
  it('renders kicker, h2 headline, rich text, image and the call to action', () => {
    const { container } = renderBlock(Spotlight, spotlight)
    expect(screen.getByText('Neu im Sortiment')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Gusseisen für Generationen' })).toBeInTheDocument()
    expect(screen.getByText(/hält ein Leben lang/).tagName).toBe('P')
    expect(screen.getByRole('img', { name: 'Gusseiserne Pfanne auf dem Herd' })).toHaveAttribute(
      'loading',
      'lazy',
    )
    const cta = screen.getByRole('link', { name: 'Jetzt entdecken' })
    expect(cta).toHaveAttribute('href', 'https://www.example.com/gusseisen')
    expect(cta).toHaveAttribute('target', '_blank')
    expect(cta).toHaveAttribute('rel', 'noopener noreferrer')
    expect(container.querySelector('section')).toHaveAttribute('data-image-position', 'left')
  })

  it('editable attributes only in preview', () => {
    const { container } = renderBlock(Spotlight, spotlight)
    expect(container.querySelector('[data-blok-uid]')).toBeNull()
    const preview = renderBlock(Spotlight, spotlight, blockContext({ preview: true }))
    expect(preview.container.querySelector('[data-blok-uid="4711-spotlight-gusseisen"]')).not.toBeNull()
  })

  it('a javascript: link renders no call to action', () => {
    const { container } = renderBlock(Spotlight, { ...spotlight, link: hostileLink })
    expect(screen.queryByRole('link')).toBeNull()
    expect(allHrefs(container).join(' ')).not.toMatch(/javascript/i)
  })

  it('invalid fields do not throw', () => {
    const { container } = renderBlock(Spotlight, blok('spotlight', 'x', { headline: { a: 1 }, text: 5 }))
    expect(container).toBeEmptyDOMElement()
    renderBlock(
      Spotlight,
      blok('spotlight', 'y', { headline: 'Nur Titel', text: 'Als Text', image_position: 9 }),
    )
    expect(screen.getByText('Als Text')).toBeInTheDocument()
  })
})
