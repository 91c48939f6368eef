// @vitest-environment jsdom
import type { ComponentProps } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { Listing } from '@/components/content/blocks/Listing'
import { listingForBlock } from '@/lib/catalog/server/listing/for-block'
import type { ListingResult } from '@/lib/catalog/server/listing/query'
import { plain } from '../../unit/catalog-fixtures'
import { listingProduct, variant } from '../listing/fixtures'
import { renderWithIntl } from '../intl'
import { blok, context } from './ai-helpers'

// Server components inside the listing's client-messages provider read the server's messages.
vi.mock('@/lib/i18n/client-messages', () => import('../../helpers/server-messages'))

// On the server the block's provider takes the request's locale; here it is the test page's.
vi.mock('next-intl', async (original) => {
  const actual = await original<typeof import('next-intl')>()
  return {
    ...actual,
    NextIntlClientProvider: (props: ComponentProps<typeof actual.NextIntlClientProvider>) => (
      <actual.NextIntlClientProvider locale="de" timeZone="Europe/Berlin" {...props} />
    ),
  }
})
vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  useRouter: () => ({ push: vi.fn() }),
}))
vi.mock('@/lib/catalog/server/listing/for-block', () => ({ listingForBlock: vi.fn() }))
// The recommendation sliders below the grid load in the browser; here only their slots are checked.
vi.mock('@/components/recommendations/RecommendationSlots', () => ({
  RecommendationSlots: ({ slots }: { slots: string[] }) => (
    <div data-testid="recommendation-slots">{slots.join(' ')}</div>
  ),
}))
vi.stubGlobal(
  'matchMedia',
  vi.fn((query: string) => ({
    matches: false,
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  })),
)

/** The listing block as content/stories/kategorieseiten/kueche.json holds it. */
const fixture = (fields: Record<string, unknown> = {}) =>
  blok('listing', 'kueche-listing', { category_key: 'kueche', sort: 'Relevancy:desc', ...fields })

const kueche: ListingResult = {
  category: {
    id: 10,
    key: 'kueche',
    name: 'Küche',
    slug: 'kueche',
    label: 'Küche | 10',
    path: [{ id: 10, name: 'Küche', slug: 'kueche' }],
    children: [],
  },
  products: [
    listingProduct({
      id: 100010,
      referenceKey: '100010',
      name: 'Kochtopf Ida',
      variants: [variant({ cents: 3999 })],
    }),
    listingProduct({
      id: 100011,
      referenceKey: '100011',
      name: 'Pfanne Otto',
      variants: [variant({ cents: 2499 })],
    }),
  ],
  total: 30,
  page: 1,
  perPage: 24,
  pageCount: 2,
  sort: 'Relevancy:desc',
  facets: [
    {
      param: 'brand',
      kind: 'brand',
      multi: true,
      values: [{ value: '1', label: 'Kochkunst', count: 12, selected: false }],
    },
  ],
  appliedFilters: [],
}

async function renderListing(block = fixture(), query?: URLSearchParams) {
  const ui = await Listing({ blok: block, context: context({ path: '/de/kueche/', listingQuery: query }) })
  return renderWithIntl(<>{ui}</>)
}

beforeEach(() => {
  vi.mocked(listingForBlock).mockResolvedValue(kueche)
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.mocked(listingForBlock).mockReset()
})

describe('listing block (spec 01 §2 content blocks, §9 filters and sort)', () => {
  it("reads the named category in the block's sort and the market's language and currency", async () => {
    await renderListing()
    expect(listingForBlock).toHaveBeenCalledWith(
      expect.objectContaining({
        category: 'kueche',
        language: 'de',
        currency: 'EUR',
        defaultSort: 'Relevancy:desc',
      }),
    )
  })

  it('shows the category products with name, price and product page link', async () => {
    const { container } = await renderListing()
    expect(container.querySelector('[data-category="kueche"]')).not.toBeNull()
    expect(screen.getByTestId('result-count').textContent).toBe('30 Artikel')
    const cards = screen.getAllByTestId('product-card')
    expect(cards).toHaveLength(2)
    expect(cards[0]!.textContent).toContain('Kochtopf Ida')
    expect(plain(cards[0]!.textContent ?? '')).toContain('39,99 €')
    expect(plain(cards[1]!.textContent ?? '')).toContain('24,99 €')
    const links = within(cards[0]!)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'))
    expect(links).toContainEqual(expect.stringMatching(/^\/de\/p\/.*100010\/$/))
  })

  it('offers filters, sort and page links on the page it stands on', async () => {
    await renderListing()
    const filters = screen.getByRole('group', { name: 'Filter' })
    expect(within(filters).getByRole('button', { name: 'Marke' })).toBeInTheDocument()
    expect(screen.getAllByRole('combobox', { name: 'Sortieren' }).length).toBeGreaterThan(0)
    const pages = screen.getByRole('navigation', { name: 'Seiten' })
    expect(within(pages).getByRole('link', { name: 'Seite 2' })).toHaveAttribute('href', '/de/kueche/?page=2')
    expect(screen.getByTestId('recommendation-slots').textContent).toBe(
      'listing_last_seen listing_bestseller',
    )
  })

  it("hands the address's listing parameters to the read and keeps them in the page links", async () => {
    await renderListing(fixture(), new URLSearchParams('brand=1'))
    const { searchParams } = vi.mocked(listingForBlock).mock.calls[0]![0]
    expect(searchParams?.get('brand')).toBe('1')
    const pages = screen.getByRole('navigation', { name: 'Seiten' })
    expect(within(pages).getByRole('link', { name: 'Seite 2' })).toHaveAttribute(
      'href',
      '/de/kueche/?brand=1&page=2',
    )
  })

  it('renders nothing, with a warning, for a category the catalog does not know', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.mocked(listingForBlock).mockResolvedValue(null)
    const ui = await Listing({ blok: fixture({ category_key: 'gibtsnicht' }), context: context() })
    expect(ui).toBeNull()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"gibtsnicht"'))
  })

  it('renders nothing and reads nothing without a category', async () => {
    for (const fields of [{ category_key: '' }, { category_key: 42 }, { category_key: undefined }]) {
      expect(await Listing({ blok: fixture(fields), context: context() })).toBeNull()
    }
    expect(listingForBlock).not.toHaveBeenCalled()
  })

  it('marks the block for the visual editor in preview only', async () => {
    const live = await renderListing()
    expect(live.container.querySelector('[data-blok-uid]')).toBeNull()
    live.unmount()
    const ui = await Listing({ blok: fixture(), context: context({ preview: true, path: '/de/kueche/' }) })
    const preview = renderWithIntl(<>{ui}</>)
    expect(preview.container.querySelector('[data-blok-uid="4711-kueche-listing"]')).not.toBeNull()
  })
})
