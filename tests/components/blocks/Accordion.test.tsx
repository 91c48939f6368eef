// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { fireEvent, screen } from '@testing-library/react'
import { Accordion, AccordionItem } from '@/components/content/blocks/Accordion'
import {
  blok,
  context,
  doc,
  expectEditableOnlyInPreview,
  expectGarbageIsHarmless,
  expectNoScriptUrls,
  renderBlock,
} from './ai-helpers'

const item = (uid: string, title: string, text: unknown) => blok('accordion_item', uid, { title, text })

const accordion = blok('accordion', 'pflege-accordion', {
  headline: 'Pflegehinweise',
  single_open: true,
  open_first: true,
  items: [
    item('acc-edelstahl', 'Edelstahl', doc('Mit warmem Wasser und etwas Spülmittel reinigen.')),
    item('acc-holz', 'Holz', 'Von Hand waschen und regelmäßig ölen.'),
  ],
})

describe('accordion block (spec 01 §2)', () => {
  it('renders a headline and one disclosure per item, the first one open', () => {
    const { container } = renderBlock(Accordion, accordion)
    expect(screen.getByRole('heading', { level: 2, name: 'Pflegehinweise' })).toBeInTheDocument()
    const details = container.querySelectorAll('details')
    expect(details).toHaveLength(2)
    expect(details[0]).toHaveAttribute('open')
    expect(details[1]).not.toHaveAttribute('open')
    expect(screen.getByText('Edelstahl').closest('summary')).not.toBeNull()
    expect(screen.getByText('Von Hand waschen und regelmäßig ölen.')).toBeInTheDocument()
  })

  it('single_open groups the items under one name, so the browser keeps one open', () => {
    const { container } = renderBlock(Accordion, accordion)
    const names = [...container.querySelectorAll('details')].map((d) => d.getAttribute('name'))
    expect(names).toEqual(['accordion-pflege-accordion', 'accordion-pflege-accordion'])
    const { container: free } = renderBlock(Accordion, { ...accordion, _uid: 'free', single_open: false })
    expect(free.querySelector('details')).not.toHaveAttribute('name')
  })

  it('opens with the keyboard-operable summary', () => {
    const { container } = renderBlock(Accordion, { ...accordion, open_first: false })
    const second = container.querySelectorAll('details')[1] as HTMLDetailsElement
    fireEvent.click(screen.getByText('Holz'))
    expect(second.open).toBe(true)
  })

  it('renders nested blocks of an item and an item on its own', () => {
    renderBlock(
      AccordionItem,
      blok('accordion_item', 'solo', {
        title: 'Mehr',
        body: [blok('headline', 'h', { text: 'Innen', level: 'h3' })],
      }),
    )
    expect(screen.getByRole('heading', { level: 3, name: 'Innen' })).toBeInTheDocument()
  })

  it('a javascript: link in an answer is no link', () => {
    const text = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'hier',
              marks: [{ type: 'link', attrs: { linktype: 'url', href: 'javascript:alert(1)' } }],
            },
          ],
        },
      ],
    }
    const { container } = renderBlock(Accordion, { ...accordion, items: [item('x', 'X', text)] })
    expect(container.querySelector('a')).toBeNull()
    expectNoScriptUrls(container)
  })

  it('carries editable attributes only in preview, on the items too', () => {
    expectEditableOnlyInPreview(Accordion, accordion)
    const { container } = renderBlock(Accordion, accordion, context({ preview: true }))
    expect(container.querySelector('details[data-blok-uid="4711-acc-holz"]')).not.toBeNull()
  })

  it('items without a title are left out; wrong field types never throw', () => {
    const { container } = renderBlock(Accordion, {
      ...accordion,
      items: [item('a', '', 'x'), item('b', 'B', 'y')],
    })
    expect(container.querySelectorAll('details')).toHaveLength(1)
    expectGarbageIsHarmless(Accordion, 'accordion')
    expectGarbageIsHarmless(AccordionItem, 'accordion_item')
  })
})
