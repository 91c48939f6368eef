// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { SeoSection, SeoSections } from '@/components/content/blocks/SeoSections'
import { allHrefs, blockContext, blok, renderBlock } from './lz-helpers'

const doc = (...content: unknown[]) => ({ type: 'doc', content })
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content })
const textNode = (text: string, marks?: unknown[]) => ({ type: 'text', text, ...(marks ? { marks } : {}) })
const linkMark = (href: string, linktype = 'url') => [{ type: 'link', attrs: { href, linktype } }]

const sections = blok('seo_sections', 'seo-kueche', {
  headline: 'Alles rund um die Küche',
  sections: [
    blok('seo_section', 'seo-1', {
      headline: 'Vorratsdosen richtig wählen',
      text: doc(
        paragraph(
          textNode('Glas ist geschmacksneutral, Kunststoff leichter. '),
          textNode('Mehr im Ratgeber', linkMark('ratgeber', 'story')),
        ),
      ),
      open: true,
    }),
    blok('seo_section', 'seo-2', {
      headline: 'Schneidebretter pflegen',
      text: doc(
        paragraph(
          textNode('Gefährlich', linkMark('javascript:alert(1)')),
          textNode(' Holz mag kein heißes Wasser.'),
        ),
      ),
    }),
    blok('seo_section', 'seo-3', { headline: 'Ohne Text' }),
    blok('headline', 'not-a-section', { text: 'Falscher Block' }),
  ],
})

describe('SEO sections block (spec 01 §2)', () => {
  it('renders expandable sections with headings one level below the headline', () => {
    const { container } = renderBlock(SeoSections, sections)
    expect(screen.getByRole('heading', { level: 2, name: 'Alles rund um die Küche' })).toBeInTheDocument()
    const details = container.querySelectorAll('details')
    expect(details).toHaveLength(2)
    expect(details[0]).toHaveAttribute('open')
    expect(details[1]).not.toHaveAttribute('open')
    expect(details[1]?.querySelector('summary h3')).toHaveTextContent('Schneidebretter pflegen')
    expect(screen.getByRole('link', { name: 'Mehr im Ratgeber' })).toHaveAttribute('href', '/de/ratgeber/')
    expect(screen.queryByText('Falscher Block')).toBeNull()
  })

  it('a single seo_section takes its own heading level', () => {
    const section = blok('seo_section', 'single', {
      headline: 'Einzeln',
      headline_level: 3,
      text: 'Klartext',
    })
    renderBlock(SeoSection, section)
    expect(screen.getByRole('heading', { level: 3, name: 'Einzeln' })).toBeInTheDocument()
    expect(screen.getByText('Klartext')).toBeInTheDocument()
  })

  it('editable attributes on block and sections only in preview', () => {
    const { container, unmount } = renderBlock(SeoSections, sections)
    expect(container.querySelectorAll('[data-blok-uid]')).toHaveLength(0)
    unmount()
    const preview = renderBlock(SeoSections, sections, blockContext({ preview: true }))
    expect(preview.container.querySelectorAll('[data-blok-uid]')).toHaveLength(3)
  })

  it('a javascript: link in the text does not become a link', () => {
    const { container } = renderBlock(SeoSections, sections)
    expect(screen.getByText(/Gefährlich/).closest('a')).toBeNull()
    expect(allHrefs(container).join(' ')).not.toMatch(/javascript/i)
  })

  it('invalid fields do not throw', () => {
    const { container } = renderBlock(SeoSections, blok('seo_sections', 'x', { sections: { a: 1 } }))
    expect(container).toBeEmptyDOMElement()
    const single = renderBlock(
      SeoSection,
      blok('seo_section', 'y', { headline: 'Titel', text: { type: 'doc' } }),
    )
    expect(single.container).toBeEmptyDOMElement()
  })
})
