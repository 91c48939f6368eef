// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { RecommendationSlider } from '@/components/recommendations/RecommendationSlider'
import { listingProduct, variant } from '../listing/fixtures'
import { jsonResponse, makeShell, otherCall, stubMatchMedia } from './recommendation-shell'

// The slider's asking part loads when the slot is reached (RecommendationSlider.tsx); loaded up front here
// so a test waits for the answer, not for the module transform.
await import('@/components/recommendations/RecommendationSliderContent')

vi.stubEnv('__NEXT_TRAILING_SLASH', 'true')

const products = [
  listingProduct({ id: 100001, name: 'Kochtopf Tessin', variants: [variant()] }),
  listingProduct({ id: 100002, name: 'Pfanne Lugano', variants: [variant()] }),
  listingProduct({ id: 100003, name: 'Deckel Ascona', variants: [variant()] }),
]

let answer: () => Promise<Response>
// Cards may ask for the visitor (the wishlist heart); only the recommendation calls are counted here.
const fetchMock = vi.fn((input: RequestInfo | URL) =>
  String(input).startsWith('/api/shop/recommendations/') ? answer() : otherCall(String(input)),
)

beforeEach(() => {
  stubMatchMedia()
  fetchMock.mockClear()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function renderSlider(
  ui = <RecommendationSlider slot="pds_alternatives" itemId={100009} />,
  language?: 'fr',
) {
  const { Shell } = makeShell(language)
  return render(<Shell>{ui}</Shell>)
}

const calledUrls = () =>
  fetchMock.mock.calls
    .map(([input]) => String(input))
    .filter((url) => url.startsWith('/api/shop/recommendations/'))
const recommendationCalls = () => calledUrls().length

describe('recommendation slider (spec 02 §7, §8)', () => {
  it("asks for the slot with the page's language and product, and shows a card per product under its heading", async () => {
    answer = async () => jsonResponse(200, products)
    renderSlider()
    // The reserved box is replaced by the slider once its code and the answer are in.
    const slider = () => screen.getByTestId('recommendation-slider')
    await waitFor(() => expect(within(slider()).getAllByTestId('product-card')).toHaveLength(3))
    expect(within(slider()).getByRole('heading', { level: 2, name: 'Ähnliche Artikel' })).toBeInTheDocument()
    expect(within(slider()).getByRole('region', { name: 'Ähnliche Artikel' })).toBeInTheDocument()
    expect(within(slider()).getByRole('link', { name: 'Pfanne Lugano' })).toBeInTheDocument()
    expect(calledUrls()).toEqual(['/api/shop/recommendations/?locale=de&slot=pds_alternatives&itemId=100009'])
    expect(slider()).toHaveAttribute('data-state', 'ready')
  })

  it('speaks the page language (fr)', async () => {
    answer = async () => jsonResponse(200, products)
    renderSlider(<RecommendationSlider slot="search" />, 'fr')
    expect(
      await screen.findByRole('heading', { name: 'Populaires auprès des autres clients' }),
    ).toBeInTheDocument()
    expect(calledUrls()).toEqual(['/api/shop/recommendations/?locale=fr&slot=search'])
  })

  it('renders nothing for an empty slot', async () => {
    answer = async () => jsonResponse(200, [])
    const { container } = renderSlider()
    await waitFor(() => expect(recommendationCalls()).toBe(1))
    await waitFor(() => expect(container).toBeEmptyDOMElement())
  })

  it.each([
    ['a server error', () => Promise.resolve(jsonResponse(500, { error: 'boom' }))],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an answer of the wrong shape', () => Promise.resolve(jsonResponse(200, { data: [] }))],
  ])('renders nothing after %s, and asks only once (no retry)', async (_case, failure) => {
    answer = failure
    const { container } = renderSlider()
    await waitFor(() => expect(container).toBeEmptyDOMElement())
    // The client retries by default (recommendation-shell.tsx); give a retry the time it would take.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(recommendationCalls()).toBe(1)
  })

  it('keeps its height and asks nothing until it comes near the viewport', async () => {
    const observers: Array<{ callback: IntersectionObserverCallback; options?: IntersectionObserverInit }> =
      []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observers.push({ callback, options })
        }
        observe() {}
        disconnect() {}
      },
    )
    answer = async () => jsonResponse(200, products)
    renderSlider()
    const box = screen.getByTestId('recommendation-slider')
    expect(box).toHaveAttribute('data-state', 'waiting')
    expect(box).toHaveAttribute('aria-busy', 'true')
    expect(observers[0]?.options?.rootMargin).toBe('400px 0px')
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(recommendationCalls()).toBe(0)

    act(() =>
      observers[0]?.callback(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    )
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(3))
    expect(recommendationCalls()).toBe(1)
  })

  it('in the add-to-cart layer: asks at once, h3 heading, the layer slot', async () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    )
    answer = async () => jsonResponse(200, products)
    renderSlider(
      <RecommendationSlider slot="add_to_cart_layer" itemId={100001} layout="layer" headingLevel={3} />,
    )
    expect(await screen.findByRole('heading', { level: 3, name: 'Passt gut dazu' })).toBeInTheDocument()
    expect(calledUrls()).toEqual([
      '/api/shop/recommendations/?locale=de&slot=add_to_cart_layer&itemId=100001',
    ])
  })
})
