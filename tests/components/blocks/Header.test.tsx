// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { Header, NavItem } from '@/components/content/blocks/Header'
import header from '@/content/stories/layout/header.json'
import type { Block } from '@/lib/content/rules/types'
import {
  allHrefs,
  blockContext,
  blok,
  editable,
  hostileLink,
  renderBlock,
  storyLink,
  urlLink,
} from './lz-helpers'

const fixture = header.content as unknown as Block & { navigation: Block[] }

describe('header layout block (spec 02 §3 layout data: header links)', () => {
  it('renders the fixture navigation as a named list of safe story links', () => {
    renderBlock(Header, fixture)
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Küche', '/de/kueche/'],
      ['Wohnen', '/de/wohnen/'],
      ['Bad', '/de/bad/'],
      ['Heimtextilien', '/de/heimtextilien/'],
      ['Elektrogeräte', '/de/elektrogeraete/'],
      ['Gutscheine', '/de/gutscheine/'],
      ['Ratgeber', '/de/ratgeber/'],
    ])
  })

  it('marks the link to the current page', () => {
    renderBlock(Header, fixture, blockContext({ path: '/de/kueche/' }))
    expect(screen.getByRole('link', { name: 'Küche' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'Ratgeber' })).not.toHaveAttribute('aria-current')
  })

  it('renders one level of sub-items; a parent without a link still groups them', () => {
    const nav = blok('header', 'h2', {
      navigation: [
        blok('nav_item', 'wohnen', {
          label: 'Wohnen',
          children: [
            blok('nav_item', 'deko', { label: 'Deko', link: storyLink('kategorieseiten/deko') }),
            blok('nav_item', 'deep', {
              label: 'Tiefer',
              link: storyLink('x'),
              children: [blok('nav_item', 'z', { label: 'Z' })],
            }),
          ],
        }),
      ],
    })
    renderBlock(Header, nav)
    expect(screen.getByText('Wohnen').tagName).toBe('SPAN')
    expect(screen.getByRole('link', { name: 'Deko' })).toHaveAttribute('href', '/de/deko/')
    expect(screen.queryByText('Z')).toBeNull()
  })

  it('editable attributes on the header and each item only in preview', () => {
    const draft = {
      ...fixture,
      _editable: editable('layout-header', 'header'),
      navigation: fixture.navigation.map((item) => ({ ...item, _editable: editable(item._uid, 'nav_item') })),
    }
    const { container, unmount } = renderBlock(Header, draft)
    expect(container.querySelectorAll('[data-blok-uid]')).toHaveLength(0)
    unmount()
    const preview = renderBlock(Header, draft, blockContext({ preview: true }))
    expect(preview.container.querySelectorAll('[data-blok-uid]')).toHaveLength(1 + fixture.navigation.length)
  })

  it('a javascript: item is left out; an external one opens safely', () => {
    const nav = blok('header', 'h3', {
      navigation: [
        blok('nav_item', 'evil', { label: 'Böse', link: hostileLink }),
        blok('nav_item', 'ext', { label: 'Blog', link: urlLink('https://blog.example.com', '_blank') }),
      ],
    })
    const { container } = renderBlock(Header, nav)
    expect(screen.queryByText('Böse')).toBeNull()
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('rel', 'noopener noreferrer')
    expect(allHrefs(container).join(' ')).not.toMatch(/javascript/i)
  })

  it('invalid fields do not throw', () => {
    const { container } = renderBlock(
      Header,
      blok('header', 'h4', { navigation: [null, 'x', { label: 'ohne uid' }] }),
    )
    expect(container).toBeEmptyDOMElement()
  })
})

describe('nav item on its own', () => {
  it('renders a single safe link, or nothing for a hostile one', () => {
    renderBlock(
      NavItem,
      blok('nav_item', 'n1', { label: 'Küche', link: storyLink('kategorieseiten/kueche') }),
    )
    expect(screen.getByRole('link', { name: 'Küche' })).toHaveAttribute('href', '/de/kueche/')
    const { container } = renderBlock(NavItem, blok('nav_item', 'n2', { label: 'Böse', link: hostileLink }))
    expect(container).toBeEmptyDOMElement()
  })
})
