// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { Alert } from '@/components/content/blocks/Alert'
import {
  blok,
  doc,
  expectEditableOnlyInPreview,
  expectGarbageIsHarmless,
  expectNoScriptUrls,
  hostileLink,
  renderBlock,
} from './ai-helpers'

// As in content/stories/documentation/pflege-und-reinigung.draft.json.
const alert = blok('alert', 'doc-pflege-hinweis', {
  type: 'info',
  text: 'Neu: Backbleche mit Antihaftbeschichtung nie mit Scheuermilch oder Stahlwolle reinigen.',
})

describe('alert block (spec 01 §2)', () => {
  it('renders a plain-text alert as a note with its type spoken first', () => {
    renderBlock(Alert, alert)
    const note = screen.getByRole('note')
    expect(note).toHaveAttribute('data-type', 'info')
    expect(note).toHaveTextContent(/^Hinweis: Neu: Backbleche/)
  })

  it('renders a headline and rich text; an unknown type falls back to info', () => {
    renderBlock(
      Alert,
      blok('alert', 'rich', { type: 'panic', headline: 'Lieferverzögerung', text: doc('Wegen Sturm …') }),
    )
    expect(screen.getByRole('note')).toHaveAttribute('data-type', 'info')
    expect(screen.getByText('Lieferverzögerung')).toBeInTheDocument()
    expect(screen.getByText('Wegen Sturm …').tagName).toBe('P')
  })

  it.each([
    ['warning', 'Achtung'],
    ['error', 'Fehler'],
    ['success', 'Erfolg'],
  ])('type %s is announced as %s', (type, label) => {
    renderBlock(Alert, { ...alert, type })
    expect(screen.getByRole('note')).toHaveTextContent(new RegExp(`^${label}:`))
  })

  it('a javascript: link in the rich text does not become a link', () => {
    const text = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'Klick',
              marks: [{ type: 'link', attrs: { ...hostileLink, href: hostileLink.url } }],
            },
          ],
        },
      ],
    }
    const { container } = renderBlock(Alert, blok('alert', 'hostile', { text }))
    expect(screen.queryByRole('link')).toBeNull()
    expectNoScriptUrls(container)
  })

  it('carries editable attributes only in preview', () => {
    expectEditableOnlyInPreview(Alert, alert)
  })

  it('renders nothing when empty and never throws for wrong field types', () => {
    const { container } = renderBlock(Alert, blok('alert', 'empty', { type: 'info' }))
    expect(container).toBeEmptyDOMElement()
    expectGarbageIsHarmless(Alert, 'alert')
  })
})
