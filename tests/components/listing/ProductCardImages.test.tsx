// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, screen } from '@testing-library/react'
// The hint lives in the slider itself, which ProductCardImages loads once the card comes near the viewport.
import { ProductCardSwiper as ProductCardImages } from '@/components/catalog/ProductCardSwiper'
import { useDialogStore } from '@/lib/ui/client/dialog-store'
import { renderWithIntl } from '../intl'
import { IMAGE } from './fixtures'

let report: ((entries: Array<{ isIntersecting: boolean }>) => void) | null = null

function stub(reducedMotion: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reducedMotion && query.includes('reduce'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  )
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: typeof report) {
        report = callback
      }
      observe() {}
      disconnect() {}
    },
  )
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  report = null
  act(() => useDialogStore.setState({ stack: [] }))
})

const images = (hint = true) => {
  const { container } = renderWithIntl(
    <ProductCardImages
      images={[IMAGE(1).src, IMAGE(2).src]}
      name="Topf"
      href="/de/p/topf-1/"
      size={346}
      hint={hint}
      priority={false}
    />,
  )
  return () => container.querySelector('[data-hint]') !== null
}

describe('first-card hint bounce (spec 02 §2, §4)', () => {
  it('spec 02 §2: bounces once the first card is in view and the consent banner is not shown', () => {
    stub(false)
    const bouncing = images()
    expect(bouncing()).toBe(false)
    act(() => report?.([{ isIntersecting: true }]))
    expect(bouncing()).toBe(true)
    act(() => useDialogStore.getState().open('consentBanner'))
    expect(bouncing()).toBe(false)
  })

  it('spec 02 §4: never with reduced motion', () => {
    stub(true)
    const bouncing = images()
    act(() => report?.([{ isIntersecting: true }]))
    expect(bouncing()).toBe(false)
  })

  it('spec 02 §2: only the first card hints', () => {
    stub(false)
    const bouncing = images(false)
    act(() => report?.([{ isIntersecting: true }]))
    expect(bouncing()).toBe(false)
  })
})

describe('card image carousel semantics (WCAG 4.1.2, APG carousel)', () => {
  it('is a group named after the product and described as a carousel, not a named bare div', () => {
    stub(false)
    images(false)
    const carousel = screen.getByRole('group', { name: 'Bilder von Topf' })
    expect(carousel).toHaveAttribute('aria-roledescription', 'Karussell')
  })
})
