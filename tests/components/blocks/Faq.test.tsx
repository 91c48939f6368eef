// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { render } from '@testing-library/react'
import { Faq, FaqItem, plainText } from '@/components/content/blocks/Faq'
import { PageStructuredData } from '@/components/content/PageStructuredData'
import { getMarket } from '@/lib/config'
import {
  blok,
  context,
  doc,
  expectEditableOnlyInPreview,
  expectGarbageIsHarmless,
  expectNoScriptUrls,
  renderBlock,
} from './ai-helpers'

const question = (uid: string, q: string, answer: unknown) => blok('faq_item', uid, { question: q, answer })

const faq = blok('faq', 'faq-versand', {
  headline: 'Häufige Fragen zum Versand',
  items: [
    question(
      'faq-dauer',
      'Wie lange dauert der Versand?',
      doc('In der Regel 2–4 Werktage.', 'Sperrgut etwas länger.'),
    ),
    question('faq-kosten', 'Was kostet der Versand?', 'Ab 50 € liefern wir versandkostenfrei.'),
  ],
})

const jsonLd = (container: HTMLElement) =>
  JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null') as {
    mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }>
  } | null

describe('faq block (spec 01 §1, §2)', () => {
  it('renders the questions as disclosures with their answers', () => {
    renderBlock(Faq, faq)
    expect(screen.getByRole('heading', { level: 2, name: 'Häufige Fragen zum Versand' })).toBeInTheDocument()
    expect(screen.getByText('Wie lange dauert der Versand?').closest('summary')).not.toBeNull()
    expect(screen.getByText('Sperrgut etwas länger.')).toBeInTheDocument()
  })

  it('leaves the structured data to the page: the block itself writes none', () => {
    const { container } = renderBlock(Faq, faq)
    expect(container.querySelector('script')).toBeNull()
  })

  it('the page describes all its FAQ blocks as one FAQPage, in plain text', () => {
    const other = blok('faq', 'faq-rueckgabe', {
      items: [question('faq-retour', 'Kann ich zurückgeben?', '30 Tage lang.')],
    })
    const content = blok('page', 'p', {
      body: [faq, blok('grid', 'g', { columns: [blok('grid_column', 'c', { body: [other] })] })],
    })
    const { container } = render(<PageStructuredData content={content} market={getMarket('de-de')} />)
    expect(container.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1)
    const data = jsonLd(container)
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'FAQPage' })
    expect(data?.mainEntity).toEqual([
      {
        '@type': 'Question',
        name: 'Wie lange dauert der Versand?',
        acceptedAnswer: { '@type': 'Answer', text: 'In der Regel 2–4 Werktage. Sperrgut etwas länger.' },
      },
      {
        '@type': 'Question',
        name: 'Was kostet der Versand?',
        acceptedAnswer: { '@type': 'Answer', text: 'Ab 50 € liefern wir versandkostenfrei.' },
      },
      {
        '@type': 'Question',
        name: 'Kann ich zurückgeben?',
        acceptedAnswer: { '@type': 'Answer', text: '30 Tage lang.' },
      },
    ])
  })

  it('the page describes no FAQ where the market has it off', () => {
    const content = blok('page', 'p', { body: [faq] })
    const { container } = render(<PageStructuredData content={content} market={getMarket('fr-be')} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('markup in content cannot break out of the structured data', () => {
    const hostile = { ...faq, items: [question('x', '</script><script>alert(1)</script>', 'Antwort')] }
    const content = blok('page', 'p', { body: [hostile] })
    const { container } = render(<PageStructuredData content={content} market={getMarket('de-de')} />)
    expect(container.querySelectorAll('script')).toHaveLength(1)
    expect(container.querySelector('script')?.innerHTML).not.toContain('</script>')
    expect(jsonLd(container)?.mainEntity[0]?.name).toBe('</script><script>alert(1)</script>')
  })

  it('renders nothing in a market with the faq switched off (fr and nl, home flavour)', () => {
    for (const marketCode of ['fr-be', 'nl-nl'] as const) {
      const { container, unmount } = renderBlock(Faq, faq, context({ marketCode }))
      expect(container).toBeEmptyDOMElement()
      unmount()
      const single = renderBlock(FaqItem, question('solo', 'Frage?', 'Antwort.'), context({ marketCode }))
      expect(single.container).toBeEmptyDOMElement()
      single.unmount()
    }
  })

  it('a single faq_item renders where the faq is on', () => {
    renderBlock(FaqItem, question('solo', 'Kann ich zurückgeben?', '30 Tage lang.'))
    expect(screen.getByText('Kann ich zurückgeben?')).toBeInTheDocument()
  })

  it('a javascript: link in an answer is no link', () => {
    const answer = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'x',
              marks: [{ type: 'link', attrs: { linktype: 'url', href: 'javascript:x' } }],
            },
          ],
        },
      ],
    }
    const { container } = renderBlock(Faq, { ...faq, items: [question('h', 'Frage?', answer)] })
    expect(container.querySelector('a')).toBeNull()
    expectNoScriptUrls(container)
  })

  it.each([
    [doc('Eins', 'Zwei'), 'Eins Zwei'],
    ['  viel   Platz ', 'viel Platz'],
    [
      {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [{ type: 'text', text: 'a' }, { type: 'hard_break' }, { type: 'text', text: 'b' }],
          },
        ],
      },
      'a b',
    ],
    [42, ''],
  ])('plain text of %j is %j', (input, expected) => {
    expect(plainText(input)).toBe(expected)
  })

  it('carries editable attributes only in preview', () => {
    expectEditableOnlyInPreview(Faq, faq)
  })

  it('questions without an answer are left out; wrong field types never throw', () => {
    const { container } = renderBlock(Faq, { ...faq, items: [question('e', 'Leer?', doc())] })
    expect(container).toBeEmptyDOMElement()
    expectGarbageIsHarmless(Faq, 'faq')
    expectGarbageIsHarmless(FaqItem, 'faq_item')
  })
})
