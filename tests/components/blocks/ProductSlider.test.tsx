// @vitest-environment jsdom
import type { ComponentProps, ReactElement, ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { ProductSlider } from '@/components/content/blocks/ProductSlider'
import type { BlockProps } from '@/components/content/blocks/types'
import { listingForBlock } from '@/lib/catalog/server/listing/for-block'
import { readPageProducts } from '@/lib/catalog/server/listing/read'
import { plain } from '../../unit/catalog-fixtures'
import { renderWithIntl } from '../intl'
import { blok, context } from './ai-helpers'
import { bedLinen, fakeCatalog, inactive, lamp, onSale } from './promo-helpers'

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
vi.mock('@/lib/db', () => ({ getDb: () => Promise.resolve({}) }))
vi.mock('@/lib/catalog/server/listing/read', () => ({ readPageProducts: vi.fn() }))
vi.mock('@/lib/catalog/server/listing/for-block', () => ({ listingForBlock: vi.fn() }))

/** A product_slider block with the fields an editor fills in (same fields as product_list). */
const fixture = (fields: Record<string, unknown>) =>
  blok('product_slider', 'ps-1', { headline: 'Neu im Sortiment', ...fields })

/** The block as the server renders it: ProductSlider hands over to the async selection block. */
async function serverRender(props: BlockProps) {
  let node: ReactNode = ProductSlider(props)
  // ProductSlider → ProductSelectionBlock (async): unwrap the function components down to the markup.
  while (node && typeof node === 'object' && 'type' in node && typeof node.type === 'function') {
    const element = node as ReactElement<BlockProps>
    node = await (element.type as (p: BlockProps) => ReactNode | Promise<ReactNode>)(element.props)
  }
  return node
}

async function renderSlider(fields: Record<string, unknown>) {
  const ui = await serverRender({ blok: fixture(fields), context: context() })
  return renderWithIntl(<>{ui}</>)
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
  vi.mocked(readPageProducts).mockImplementation(fakeCatalog(lamp, bedLinen, onSale, inactive))
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.mocked(listingForBlock).mockReset()
})

describe('product_slider block (spec 01 §2 content blocks, spec 02 §2, §9)', () => {
  it('shows the named products as slides of a region named by the headline', async () => {
    await renderSlider({ product_ids: '100001\n100029' })
    expect(screen.getByRole('heading', { level: 2, name: 'Neu im Sortiment' })).toBeInTheDocument()
    const region = await screen.findByRole('region', { name: 'Neu im Sortiment' })
    const cards = within(region).getAllByTestId('product-card')
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining('Bettwäsche Karlo'),
      expect.stringContaining('Sessel Céleste'),
    ])
    expect(plain(cards[1]!.textContent ?? '')).toContain('69,99 €')
    expect(within(cards[1]!).getByRole('link', { name: 'Sessel Céleste' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/de\/p\/.+100029\/$/),
    )
    expect(document.querySelector('[data-block="product_slider"]')).not.toBeNull()
  })

  it('names the slider generically when the block has no headline', async () => {
    const ui = await serverRender({
      blok: blok('product_slider', 'ps-2', { product_ids: ['100002'] }),
      context: context(),
    })
    renderWithIntl(<>{ui}</>)
    expect(await screen.findByRole('region', { name: 'Produktslider' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull()
    expect(screen.getByRole('link', { name: 'Stehleuchte Smilla' })).toBeInTheDocument()
  })

  it('renders nothing, not an empty slider, for unknown or inactive products and an unknown category', async () => {
    vi.mocked(listingForBlock).mockResolvedValue(null)
    for (const fields of [
      { product_ids: '999999' },
      { product_ids: ['100077'] },
      { category_key: 'gibtsnicht' },
    ]) {
      expect(await serverRender({ blok: fixture(fields), context: context() })).toBeNull()
    }
    expect(listingForBlock).toHaveBeenCalledWith(expect.objectContaining({ category: 'gibtsnicht' }))
  })
})
