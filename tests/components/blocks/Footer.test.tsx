// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { Footer, FooterColumn } from '@/components/content/blocks/Footer'
import footer from '@/content/stories/layout/footer.json'
import type { Block } from '@/lib/content/rules/types'
import { allHrefs, blockContext, blok, editable, hostileLink, renderBlock, urlLink } from './lz-helpers'

const fixture = footer.content as unknown as Block

describe('footer layout block (spec 02 §3 layout data: footer links)', () => {
  it('renders the fixture columns with headlines, safe links and the copyright', () => {
    renderBlock(Footer, fixture)
    const nav = screen.getByRole('navigation', { name: 'Service und Informationen' })
    expect(
      within(nav)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Sortiment', 'Service', 'Rechtliches'])
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Startseite', '/de/'],
      ['Küche', '/de/kueche/'],
      ['Wohnen', '/de/wohnen/'],
      ['Bad', '/de/bad/'],
      ['Heimtextilien', '/de/heimtextilien/'],
      ['Elektrogeräte', '/de/elektrogeraete/'],
      ['Gutscheine', '/de/gutscheine/'],
      ['Kundenservice', '/de/kundenservice/'],
      ['Häufige Fragen', '/de/faq/'],
      ['Versand & Zahlung', '/de/versand-und-zahlung/'],
      ['Pflege und Reinigung', '/de/pflege-und-reinigung/'],
      ['Ratgeber', '/de/ratgeber/'],
      ['Impressum', '/de/impressum/'],
      ['Datenschutz', '/de/datenschutz/'],
      ['AGB', '/de/agb/'],
    ])
    expect(screen.getByText('© Hauswelt – alle Preise inkl. MwSt.')).toBeInTheDocument()
  })

  it('editable attributes only in preview', () => {
    const draft = { ...fixture, _editable: editable('layout-footer', 'footer') }
    const { container, unmount } = renderBlock(Footer, draft)
    expect(container.querySelector('[data-blok-uid]')).toBeNull()
    unmount()
    const preview = renderBlock(Footer, draft, blockContext({ preview: true }))
    expect(preview.container.firstElementChild).toHaveAttribute('data-blok-uid', '4711-layout-footer')
  })

  it('a javascript: link is left out of its column', () => {
    const column = blok('footer_column', 'c1', {
      headline: 'Rechtliches',
      links: [
        blok('nav_item', 'evil', { label: 'Böse', link: hostileLink }),
        blok('nav_item', 'imprint', { label: 'Impressum', link: urlLink('/de/impressum/') }),
      ],
    })
    const { container } = renderBlock(FooterColumn, column)
    expect(screen.getByRole('heading', { name: 'Rechtliches' })).toBeInTheDocument()
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Impressum'])
    expect(allHrefs(container).join(' ')).not.toMatch(/javascript/i)
  })

  it('invalid fields do not throw', () => {
    const { container } = renderBlock(Footer, blok('footer', 'f2', { columns: 'a', copyright: 1 }))
    expect(container).toBeEmptyDOMElement()
    renderBlock(
      Footer,
      blok('footer', 'f3', { columns: [blok('footer_column', 'c', { links: {} })], copyright: '©' }),
    )
    expect(screen.getByText('©')).toBeInTheDocument()
  })
})
