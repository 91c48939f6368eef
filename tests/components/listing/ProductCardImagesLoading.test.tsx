// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { ProductCardImages } from '@/components/catalog/ProductCardImages'
import { renderWithIntl } from '../intl'
import { IMAGE } from './fixtures'

vi.stubEnv('__NEXT_TRAILING_SLASH', 'true')

/** An IntersectionObserver the test moves: `scrollIntoView()` reports every observed card visible. */
function fakeObserver() {
  const observers: Array<{ callback: IntersectionObserverCallback; options?: IntersectionObserverInit }> = []
  class Observer {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      observers.push({ callback, options })
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', Observer)
  return {
    observers,
    scrollIntoView: () =>
      observers.forEach(({ callback }) =>
        callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
      ),
  }
}

beforeEach(() => {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const props = {
  images: [IMAGE(1).src, IMAGE(2).src, IMAGE(3).src],
  name: 'Kochtopf',
  href: '/de/p/kochtopf-1/',
  size: 346,
  hint: false,
  priority: true,
}
const slider = () => document.querySelector('.swiper') as HTMLElement
const isSwiper = () => slider().classList.contains('swiper-initialized')

describe('card image slider loads swiper only when needed (spec 02 §2)', () => {
  it('renders only the first slide as swiper lays it out, eager, at 1x and 2x, before swiper loads', () => {
    fakeObserver()
    renderWithIntl(<ProductCardImages {...props} />)
    const images = slider().querySelectorAll('.swiper-wrapper > .swiper-slide img')
    expect(images).toHaveLength(1)
    expect(images[0]?.getAttribute('loading')).toBeNull()
    expect(images[0]?.getAttribute('srcset')).toMatch(/ 1x, .* 2x$/)
    expect(isSwiper()).toBe(false)
  })

  it('becomes the swiper slider when the card comes near the viewport', async () => {
    const { observers, scrollIntoView } = fakeObserver()
    renderWithIntl(<ProductCardImages {...props} />)
    expect(observers[0]?.options?.rootMargin).toBe('300px')
    await act(async () => scrollIntoView())
    await waitFor(() => expect(isSwiper()).toBe(true))
    expect(screen.getAllByRole('link', { hidden: true })).toHaveLength(3)
  })

  it('becomes the swiper slider as soon as the shopper reaches for it', async () => {
    fakeObserver()
    renderWithIntl(<ProductCardImages {...props} />)
    fireEvent.pointerEnter(slider().parentElement as HTMLElement)
    await waitFor(() => expect(isSwiper()).toBe(true))
  })
})
