// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { RichTextBlock } from '@/components/content/blocks/RichTextBlock'
import article from '@/content/stories/ratgeber/ordnung-in-der-kueche.json'
import { allHrefs, blockContext, blok, editable, renderBlock } from './lz-helpers'

// The article's text block as the fixture story holds it.
const fixture = article.content.body[0] as unknown as Parameters<typeof RichTextBlock>[0]['blok']

describe('richtext block (spec 01 §2, §5)', () => {
  it('renders the fixture article text with headings and a safe story link', () => {
    renderBlock(RichTextBlock, fixture)
    expect(screen.getByRole('heading', { level: 2, name: '1. Vorräte sichtbar lagern' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Küchenwelt' })).toHaveAttribute('href', '/de/kueche/')
  })

  it('renders blocks embedded in the text through the block registry', () => {
    const text = {
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Vor dem Block.' }] },
        {
          type: 'blok',
          attrs: {
            id: 'b1',
            body: [blok('teaser', 'embedded-teaser', { headline: 'Eingebetteter Teaser' })],
          },
        },
      ],
    }
    renderBlock(RichTextBlock, blok('richtext', 'rt-embed', { text }))
    expect(screen.getByRole('heading', { level: 3, name: 'Eingebetteter Teaser' })).toBeInTheDocument()
  })

  it('editable attributes only in preview', () => {
    // Draft answers carry `_editable`; the published fixture does not.
    const draft = { ...fixture, _editable: editable('article-ordnung-text', 'richtext') }
    const { container } = renderBlock(RichTextBlock, draft, blockContext({ preview: true }))
    expect(container.firstElementChild).toHaveAttribute('data-blok-uid', '4711-article-ordnung-text')
    const plain = renderBlock(RichTextBlock, draft)
    expect(plain.container.firstElementChild).not.toHaveAttribute('data-blok-uid')
  })

  it('hostile links and raw HTML do not reach the page', () => {
    const text = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'Klick',
              marks: [{ type: 'link', attrs: { href: 'JAVASCRIPT:alert(1)', linktype: 'url' } }],
            },
            { type: 'text', text: '<img src=x onerror=alert(1)>' },
          ],
        },
      ],
    }
    const { container } = renderBlock(RichTextBlock, blok('richtext', 'rt-hostile', { text }))
    expect(screen.queryByRole('link')).toBeNull()
    expect(container.querySelector('img')).toBeNull()
    expect(allHrefs(container).join(' ')).not.toMatch(/javascript/i)
  })

  it('invalid fields do not throw: no document renders nothing, a plain string a paragraph', () => {
    for (const text of [undefined, 7, { type: 'doc', content: [] }, { type: 'paragraph' }]) {
      const { container, unmount } = renderBlock(RichTextBlock, blok('richtext', 'bad', { text }))
      expect(container).toBeEmptyDOMElement()
      unmount()
    }
    renderBlock(RichTextBlock, blok('richtext', 'plain', { text: 'Nur ein Satz.' }))
    expect(screen.getByText('Nur ein Satz.').tagName).toBe('P')
  })
})
