// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { embedSource, Iframe } from '@/components/content/blocks/Iframe'
import {
  blok,
  expectEditableOnlyInPreview,
  expectGarbageIsHarmless,
  renderBlock,
  urlLink,
} from './ai-helpers'

const video = blok('iframe', 'ratgeber-video', {
  url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  title: 'Video: Gusseisenpfanne richtig einbrennen',
  caption: 'In drei Minuten erklärt',
})

describe('iframe block (spec 01 §2)', () => {
  it('renders an allowed embed sandboxed, lazy and titled', () => {
    renderBlock(Iframe, video)
    const frame = screen.getByTitle('Video: Gusseisenpfanne richtig einbrennen')
    expect(frame.tagName).toBe('IFRAME')
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')
    expect(frame).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-same-origin allow-presentation allow-popups',
    )
    expect(frame).toHaveAttribute('loading', 'lazy')
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin')
    expect(screen.getByText('In drei Minuten erklärt')).toBeInTheDocument()
  })

  it.each([
    ['https://www.youtube-nocookie.com/embed/abc?start=10', 'video'],
    ['https://youtube-nocookie.com/embed/abc', 'video'],
    ['https://player.vimeo.com/video/76979871', 'video'],
    ['https://www.google.com/maps/embed?pb=!1m18', 'map'],
    ['https://www.google.com/maps?q=Berlin&output=embed', 'map'],
  ])('allows %s', (url, kind) => {
    expect(embedSource(url)).toEqual({ src: new URL(url).href, kind })
  })

  it.each([
    'http://www.youtube-nocookie.com/embed/abc',
    'https://www.youtube.com/embed/abc',
    'https://youtube-nocookie.com.evil.example/embed/abc',
    'https://evil.example/?https://player.vimeo.com/video/1',
    'https://player.vimeo.com/user/1',
    'https://www.google.com/search?q=maps',
    'https://www.google.com.evil.example/maps/embed',
    'https://user:pw@player.vimeo.com/video/1',
    'https://player.vimeo.com:8443/video/1',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//player.vimeo.com/video/1',
    42,
  ])('refuses %s', (url) => {
    expect(embedSource(url)).toBeNull()
  })

  it('takes the address from a link field, and a map gets its own sandbox', () => {
    renderBlock(
      Iframe,
      blok('iframe', 'filiale', {
        link: urlLink('https://www.google.com/maps/embed?pb=1'),
        title: 'Anfahrt',
      }),
    )
    expect(screen.getByTitle('Anfahrt')).toHaveAttribute(
      'sandbox',
      expect.stringContaining('allow-popups-to-escape-sandbox'),
    )
  })

  it('renders nothing without a title or with a host outside the allow-list', () => {
    const untitled = renderBlock(Iframe, { ...video, title: '' })
    expect(untitled.container).toBeEmptyDOMElement()
    untitled.unmount()
    const foreign = renderBlock(Iframe, { ...video, url: 'https://evil.example/embed' })
    expect(foreign.container.querySelector('iframe')).toBeNull()
  })

  it('carries editable attributes only in preview', () => {
    expectEditableOnlyInPreview(Iframe, video)
  })

  it('wrong field types never throw', () => {
    expectGarbageIsHarmless(Iframe, 'iframe')
  })
})
