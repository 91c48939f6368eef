// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import { Page } from '@/components/content/blocks/Page'
import { DocumentationPage } from '@/components/content/blocks/DocumentationPage'
import home from '@/content/stories/home.json'
import documentation from '@/content/stories/documentation/pflege-und-reinigung.json'
import type { Block } from '@/lib/content/rules/types'
import { blockContext, blok, editable, renderBlock } from './lz-helpers'

// The home page's product sliders read the catalog in an async server component jsdom cannot render
// (e2e/home.spec.ts shows them).
vi.mock('@/components/content/blocks/ProductSlider', () => ({ ProductSlider: () => null }))

const homePage = home.content as unknown as Block
const docPage = documentation.content as unknown as Block

describe('page root block (spec 01 §3: content.body)', () => {
  it('renders the home story body through the registry: stage, category tiles, magazine teasers', () => {
    renderBlock(Page, homePage)
    expect(
      screen.getByRole('heading', { level: 1, name: 'Frischer Wind für Ihre Küche' }),
    ).toBeInTheDocument()
    // The stage and the monthly campaign card both lead to the kitchen.
    const kitchen = screen.getAllByRole('link', { name: 'Zur Küche' })
    expect(kitchen.length).toBeGreaterThan(0)
    for (const link of kitchen) expect(link).toHaveAttribute('href', '/de/kueche/')
    expect(screen.getByRole('link', { name: /^Bad/ })).toHaveAttribute('href', '/de/bad/')
    expect(screen.getByRole('link', { name: /Die richtige Bettwäsche/ })).toHaveAttribute(
      'href',
      '/de/ratgeber/bettwaesche-waehlen/',
    )
  })

  it('editable attributes only in preview; an unknown body block shows a marker only there', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const page = blok('page', 'p1', { body: [blok('no_such_block', 'u1')] })
    const { container, unmount } = renderBlock(Page, page)
    expect(container.querySelector('[data-blok-uid]')).toBeNull()
    expect(container.querySelector('[data-unknown-block]')).toBeNull()
    unmount()
    const preview = renderBlock(Page, page, blockContext({ preview: true }))
    expect(preview.container.firstElementChild).toHaveAttribute('data-blok-uid', '4711-p1')
    expect(preview.container.querySelector('[data-unknown-block="no_such_block"]')).not.toBeNull()
    warn.mockRestore()
  })

  it('a javascript: link in a body block does not become a link', () => {
    const page = blok('page', 'p2', {
      body: [
        blok('teaser', 't', { headline: 'Teaser', link: { linktype: 'url', url: 'javascript:alert(1)' } }),
      ],
    })
    renderBlock(Page, page)
    expect(screen.getByText('Teaser')).toBeInTheDocument()
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('invalid fields do not throw', () => {
    const { container } = renderBlock(Page, blok('page', 'p3', { body: 'Text statt Blöcken' }))
    expect(container.textContent).toBe('')
  })
})

describe('documentation page root block (spec 01 §2 documentation layout)', () => {
  it('renders the title as h1 and the body of the fixture story', () => {
    renderBlock(DocumentationPage, docPage)
    expect(screen.getByRole('heading', { level: 1, name: 'Pflege und Reinigung' })).toBeInTheDocument()
    expect(screen.getByText(/Edelstahl reinigen Sie mit warmem Wasser/)).toBeInTheDocument()
    expect(screen.getByRole('article')).toBeInTheDocument()
  })

  it('editable attributes only in preview', () => {
    const draft = { ...docPage, _editable: editable('doc-pflege', 'documentation_page') }
    const { container, unmount } = renderBlock(DocumentationPage, draft)
    expect(container.querySelector('[data-blok-uid]')).toBeNull()
    unmount()
    const preview = renderBlock(DocumentationPage, draft, blockContext({ preview: true }))
    expect(preview.container.querySelector('article')).toHaveAttribute('data-blok-uid', '4711-doc-pflege')
  })

  it('a hostile link in the body is no link, invalid fields do not throw', () => {
    const hostile = blok('documentation_page', 'd2', {
      title: ['kein Text'],
      body: [
        blok('nav_item', 'n', { label: 'Böse', link: { linktype: 'url', url: 'vbscript:msgbox(1)' } }),
        5,
      ],
    })
    const { container } = renderBlock(DocumentationPage, hostile)
    expect(screen.queryByRole('heading')).toBeNull()
    expect(screen.queryByRole('link')).toBeNull()
    expect(container.querySelector('article')).not.toBeNull()
  })
})
