// @vitest-environment jsdom
import type { ComponentProps, ReactElement, ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { ProductList } from '@/components/content/blocks/ProductList'
import type { BlockProps } from '@/components/content/blocks/types'
import { listingForBlock } from '@/lib/catalog/server/listing/for-block'
import type { ListingResult } from '@/lib/catalog/server/listing/query'
import { readPageProducts } from '@/lib/catalog/server/listing/read'
import { plain } from '../../unit/catalog-fixtures'
import { listingProduct, variant } from '../listing/fixtures'
import { renderWithIntl } from '../intl'
import { blok, context } from './ai-helpers'
import { bedLinen, fakeCatalog, inactive, lamp, onSale } from './promo-helpers'

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
vi.mock('@/lib/db', () => ({ getDb: () => Promise.resolve({}) }))
vi.mock('@/lib/catalog/server/listing/read', () => ({ readPageProducts: vi.fn() }))
vi.mock('@/lib/catalog/server/listing/for-block', () => ({ listingForBlock: vi.fn() }))

/** A product_list block with the fields an editor fills in (components/content/blocks/ProductList.tsx). */
const fixture = (fields: Record<string, unknown>) =>
  blok('product_list', 'pl-1', {
    headline: 'Unsere Lieblinge',
    headline__i18n__fr: 'Nos coups de cœur',
    ...fields,
  })

const pans: ListingResult = {
  category: null,
  products: [
    listingProduct({
      id: 100021,
      referenceKey: '100021',
      name: 'Pfanne Otto',
      variants: [variant({ cents: 2499 })],
    }),
  ],
  total: 1,
  page: 1,
  perPage: 4,
  pageCount: 1,
  sort: 'Price:asc',
  facets: [],
  appliedFilters: [],
}

/** The block as the server renders it: ProductList hands over to the async selection block. */
async function serverRender(props: BlockProps) {
  const element = ProductList(props) as ReactElement<BlockProps>
  return (element.type as (p: BlockProps) => Promise<ReactNode>)(element.props)
}

async function renderList(fields: Record<string, unknown>) {
  const ui = await serverRender({ blok: fixture(fields), context: context({ path: '/de/kueche/' }) })
  return renderWithIntl(<>{ui}</>)
}

beforeEach(() => {
  vi.mocked(readPageProducts).mockImplementation(fakeCatalog(lamp, bedLinen, onSale, inactive))
  vi.mocked(listingForBlock).mockResolvedValue(pans)
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.mocked(listingForBlock).mockReset()
})

describe('product_list block (spec 01 §2 content blocks, spec 02 §2)', () => {
  it('shows the named products in the editor order as a grid under the headline', async () => {
    await renderList({ product_ids: '100029, 100002' })
    expect(screen.getByRole('heading', { level: 2, name: 'Unsere Lieblinge' })).toBeInTheDocument()
    const grid = screen.getByRole('list', { name: 'Unsere Lieblinge' })
    const cards = within(grid).getAllByTestId('product-card')
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining('Sessel Céleste'),
      expect.stringContaining('Stehleuchte Smilla'),
    ])
    expect(plain(cards[0]!.textContent ?? '')).toContain('69,99 €')
    expect(plain(cards[1]!.textContent ?? '')).toContain('89,99 €')
    expect(within(cards[1]!).getByRole('link', { name: 'Stehleuchte Smilla' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/de\/p\/.+100002\/$/),
    )
    expect(listingForBlock).not.toHaveBeenCalled()
  })

  it('reads ids given as a Storyblok list in the market currency and leaves out inactive and unknown ones', async () => {
    await renderList({ product_ids: ['100077', '100002', '999999', 'x'] })
    expect(readPageProducts).toHaveBeenCalledWith({}, [100077, 100002, 999999], 'de', 'EUR')
    expect(screen.getAllByTestId('product-card')).toHaveLength(1)
    expect(screen.getByRole('link', { name: 'Stehleuchte Smilla' })).toBeInTheDocument()
    expect(screen.queryByText('Alter Kochtopf')).toBeNull()
  })

  it("shows a category's first products in the block's sort and limit", async () => {
    await renderList({ category_key: 'pfannen', sort: 'Price:asc', limit: '4' })
    const request = vi.mocked(listingForBlock).mock.calls[0]![0]
    expect(request).toMatchObject({
      category: 'pfannen',
      language: 'de',
      currency: 'EUR',
      defaultSort: 'Price:asc',
    })
    expect(request.searchParams?.get('perPage')).toBe('4')
    expect(screen.getByRole('link', { name: 'Pfanne Otto' })).toBeInTheDocument()
    expect(plain(screen.getByTestId('product-card').textContent ?? '')).toContain('24,99 €')
  })

  it('renders nothing for unknown product ids, an unknown or empty category, or no selection', async () => {
    vi.mocked(listingForBlock).mockResolvedValue(null)
    for (const fields of [
      { product_ids: '999998, 999999' },
      { product_ids: '100077' },
      { category_key: 'gibtsnicht' },
      {},
    ]) {
      expect(await serverRender({ blok: fixture(fields), context: context() })).toBeNull()
    }
    vi.mocked(listingForBlock).mockResolvedValue({ ...pans, products: [], total: 0 })
    expect(await serverRender({ blok: fixture({ category_key: 'leer' }), context: context() })).toBeNull()
  })

  it('shows the cards without a heading when the block has no headline', async () => {
    const ui = await serverRender({
      blok: blok('product_list', 'pl-2', { product_ids: '100002' }),
      context: context(),
    })
    renderWithIntl(<>{ui}</>)
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull()
    expect(screen.getAllByTestId('product-card')).toHaveLength(1)
  })

  it('marks the block for the visual editor in preview only', async () => {
    const live = await renderList({ product_ids: '100002' })
    expect(live.container.querySelector('[data-blok-uid]')).toBeNull()
    expect(live.container.querySelector('[data-block="product_list"]')).not.toBeNull()
    live.unmount()
    const ui = await serverRender({
      blok: fixture({ product_ids: '100002' }),
      context: context({ preview: true }),
    })
    const preview = renderWithIntl(<>{ui}</>)
    expect(preview.container.querySelector('[data-blok-uid="4711-pl-1"]')).not.toBeNull()
  })
})
