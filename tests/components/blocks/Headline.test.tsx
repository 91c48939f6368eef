// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { anchorId, Headline } from '@/components/content/blocks/Headline'
import { blok, expectEditableOnlyInPreview, expectGarbageIsHarmless, renderBlock } from './ai-helpers'

// As in content/stories/kategorieseiten/kueche.json.
const headline = blok('headline', 'kueche-headline', { level: 'h1', text: 'Küche' })

describe('headline block (spec 01 §2)', () => {
  it('renders the text at the level of the field', () => {
    renderBlock(Headline, headline)
    expect(screen.getByRole('heading', { level: 1, name: 'Küche' })).toBeInTheDocument()
  })

  it.each([
    [undefined, 2],
    ['h4', 4],
    ['3', 3],
    [6, 6],
    ['h7', 2],
    ['title', 2],
  ])('level %s → h%i (h2 by default)', (level, expected) => {
    renderBlock(Headline, { ...headline, level })
    expect(screen.getByRole('heading', { level: expected })).toHaveTextContent('Küche')
  })

  it('renders a subline and a fragment id from the anchor field', () => {
    renderBlock(Headline, {
      ...headline,
      subline: 'Alles für Vorbereitung und Vorrat',
      anchor: 'Unsere Küche!',
    })
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('id', 'unsere-kueche')
    expect(screen.getByText('Alles für Vorbereitung und Vorrat')).toBeInTheDocument()
  })

  it.each([
    ['Unsere Marken!', 'unsere-marken'],
    ['  Crème brûlée  ', 'creme-brulee'],
    ['Größen & Maße', 'groessen-masse'],
    ['---', undefined],
    [undefined, undefined],
  ])('anchor %j → %j', (input, expected) => {
    expect(anchorId(input)).toBe(expected)
  })

  it('carries editable attributes only in preview', () => {
    expectEditableOnlyInPreview(Headline, headline)
  })

  it('renders nothing without text, and never throws for wrong field types', () => {
    const { container } = renderBlock(Headline, blok('headline', 'empty', { text: '   ' }))
    expect(container).toBeEmptyDOMElement()
    expectGarbageIsHarmless(Headline, 'headline')
  })
})
