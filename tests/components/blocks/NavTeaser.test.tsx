// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { NavTeaser } from '@/components/content/blocks/NavTeaser'
import { blockContext, blok, hostileLink, renderBlock, storyLink } from './lz-helpers'

const teaser = blok('nav_teaser', 'nav-teaser-kueche', {
  title: 'Küche',
  text: 'Vorratsdosen, Bretter, Backformen',
  image: { filename: '/images/content/kueche.jpg', alt: 'Küchenregal' },
  link: storyLink('kategorieseiten/kueche'),
})

describe('nav teaser block (spec 01 §2, §9 navigation teaser 310)', () => {
  it('renders one link named by its title, with the 310 preset image at densities 1 and 2', () => {
    renderBlock(NavTeaser, teaser)
    const link = screen.getByRole('link', { name: /Küche/ })
    expect(link).toHaveAttribute('href', '/de/kueche/')
    expect(screen.getByText('Vorratsdosen, Bretter, Backformen')).toBeInTheDocument()
    const image = link.querySelector('img')
    // A local asset goes to the shop's own optimizer: 310 → 384 at 1x, 620 → 640 at 2x.
    expect(image?.getAttribute('srcset')).toBe(
      '/_next/image?url=%2Fimages%2Fcontent%2Fkueche.jpg&w=384&q=75 1x, /_next/image?url=%2Fimages%2Fcontent%2Fkueche.jpg&w=640&q=75 2x',
    )
    expect(image).toHaveAttribute('width', '310')
    expect(image).toHaveAttribute('alt', '')
  })

  it('editable attributes only in preview', () => {
    const { container } = renderBlock(NavTeaser, teaser, blockContext({ preview: true }))
    expect(container.firstElementChild).toHaveAttribute('data-blok-uid', '4711-nav-teaser-kueche')
    expect(container.firstElementChild?.getAttribute('data-blok-c')).toContain('"uid": "nav-teaser-kueche"')
  })

  it('a javascript: link makes no tile at all', () => {
    const { container } = renderBlock(NavTeaser, { ...teaser, link: hostileLink })
    expect(container).toBeEmptyDOMElement()
  })

  it('invalid fields do not throw', () => {
    const { container } = renderBlock(NavTeaser, blok('nav_teaser', 'n2', { title: null, link: 'kueche' }))
    expect(container).toBeEmptyDOMElement()
    renderBlock(NavTeaser, { ...teaser, image: { filename: 'data:image/png;base64,AAAA.png' } })
    expect(screen.getByRole('link').querySelector('img')).toBeNull()
  })
})
