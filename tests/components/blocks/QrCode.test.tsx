// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { QrCode } from '@/components/content/blocks/QrCode'
import { blockContext, blok, hostileLink, renderBlock, urlLink } from './lz-helpers'

const qr = blok('qr_code', 'qr-app', {
  url: urlLink('https://www.example.com/app/'),
  caption: 'Unsere App für iOS und Android',
})

describe('QR code block (spec 01 §2; no QR encoder installed: link and caption)', () => {
  it('renders the address as a link with its caption, and no image', () => {
    renderBlock(QrCode, qr)
    const link = screen.getByRole('link', { name: /Link öffnen/ })
    expect(link).toHaveAttribute('href', 'https://www.example.com/app/')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(link).toHaveTextContent('www.example.com/app')
    expect(screen.getByText('Unsere App für iOS und Android').tagName).toBe('FIGCAPTION')
    expect(screen.queryByRole('img')).toBeNull()
  })

  it('takes a plain address field and an own label', () => {
    renderBlock(QrCode, blok('qr_code', 'qr-2', { url: 'www.example.com/katalog', label: 'Katalog ansehen' }))
    expect(screen.getByRole('link', { name: /Katalog ansehen/ })).toHaveAttribute(
      'href',
      'https://www.example.com/katalog',
    )
  })

  it('editable attributes only in preview', () => {
    const { container } = renderBlock(QrCode, qr, blockContext({ preview: true }))
    expect(container.querySelector('figure')).toHaveAttribute('data-blok-uid', '4711-qr-app')
    const plain = renderBlock(QrCode, { ...qr, _uid: 'plain' })
    expect(plain.container.querySelector('figure')).not.toHaveAttribute('data-blok-uid')
  })

  it('a javascript: address renders nothing', () => {
    for (const url of [hostileLink, 'javascript:alert(1)', ' data:text/html,<b>x</b>']) {
      const { container, unmount } = renderBlock(QrCode, blok('qr_code', 'bad', { url }))
      expect(container).toBeEmptyDOMElement()
      unmount()
    }
  })

  it('invalid fields do not throw', () => {
    const { container } = renderBlock(QrCode, blok('qr_code', 'x', { url: 42, caption: {} }))
    expect(container).toBeEmptyDOMElement()
  })
})
