// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { Icon, ICON_NAMES } from '@/components/content/blocks/Icon'
import { blok, expectEditableOnlyInPreview, expectGarbageIsHarmless, renderBlock } from './ai-helpers'

const usp = blok('icon', 'usp-truck', {
  icon: 'truck',
  label: 'Kostenloser Versand',
  text: 'ab 50 € Bestellwert',
})

describe('icon block (spec 01 §2)', () => {
  it('has the whole built-in set', () => {
    expect(ICON_NAMES).toEqual([
      'truck',
      'return',
      'shield',
      'phone',
      'mail',
      'star',
      'heart',
      'leaf',
      'gift',
      'clock',
      'check',
    ])
  })

  it.each(ICON_NAMES)('draws %s', (name) => {
    const { container } = renderBlock(Icon, blok('icon', `icon-${name}`, { icon: name }))
    expect(container.querySelectorAll('svg path').length).toBeGreaterThan(0)
  })

  it('with a label the icon is decorative and the text carries the meaning', () => {
    const { container } = renderBlock(Icon, usp)
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
    expect(screen.getByText('Kostenloser Versand')).toBeInTheDocument()
    expect(screen.getByText('ab 50 € Bestellwert')).toBeInTheDocument()
  })

  it('alone, it is an image named by its alt field', () => {
    renderBlock(Icon, blok('icon', 'alone', { name: 'leaf', alt: 'Nachhaltig produziert' }))
    expect(screen.getByRole('img', { name: 'Nachhaltig produziert' })).toBeInTheDocument()
  })

  it('carries editable attributes only in preview', () => {
    expectEditableOnlyInPreview(Icon, usp)
  })

  it('an unknown name renders nothing; wrong field types never throw', () => {
    const { container } = renderBlock(Icon, blok('icon', 'unknown', { icon: '<script>', label: 'x' }))
    expect(container).toBeEmptyDOMElement()
    expectGarbageIsHarmless(Icon, 'icon')
  })
})
