// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { ProductBuyBox } from '@/components/product/ProductBuyBox'
import { VariantChoice } from '@/components/product/VariantChoice'
import { variantOptions } from '@/lib/catalog/rules/view/variant-options'
import { FLAVOUR_RULES } from '@/lib/config/flavours'
import { useDialogStore } from '@/lib/ui/client/dialog-store'
import { installLayoutShim, renderWithIntl } from '../intl'
import { product, variant, type VariantSpec } from '../../unit/catalog-fixtures'
import './fixtures'

vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  useSearchParams: () => new URLSearchParams(),
}))

let removeShim: () => void
beforeAll(() => {
  removeShim = installLayoutShim()
})
afterAll(() => removeShim())
afterEach(() => {
  act(() => useDialogStore.setState({ stack: [] }))
  cleanup()
})

/** Variants differing in size, in this catalog order, with the given delivery facts. */
function sized(specs: Array<[string, VariantSpec]>) {
  const variants = specs.map(([size, spec], i) => ({
    ...variant({ id: i + 1, referenceKey: `0100024_01_0${i + 1}`, ...spec }),
    attributes: { masse: { value: size, label: `${size} cm` } },
  }))
  return variantOptions(product({ variants }), {
    locale: 'de-DE',
    flavour: FLAVOUR_RULES.home,
    payback: false,
  })
}

// Catalog order: sold out, four weeks, two days.
const THREE = sized([
  ['40', { bvc: 4 }],
  ['50', { from: 21, to: 28 }],
  ['60', { from: 1, to: 2 }],
])

describe('variant lists in the grouping sort (spec 01 §4)', () => {
  it('orders the inline radio buttons: soon first, sold out last', () => {
    renderWithIntl(
      <VariantChoice options={THREE} current={THREE[2]!} axis="masse" advice={null} onChoose={() => {}} />,
    )
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      '0100024_01_03',
      '0100024_01_02',
      '0100024_01_01',
    ])
  })

  it('orders the attribute picker dialog the same way', async () => {
    const many = sized([
      ['40', { bvc: 4 }],
      ['50', { bvc: 3 }],
      ['60', { from: 21, to: 28 }],
      ['70', { from: 1, to: 2 }],
    ])
    renderWithIntl(
      <VariantChoice options={many} current={many[3]!} axis="masse" advice={null} onChoose={() => {}} />,
    )
    fireEvent.click(screen.getByTestId('attribute-picker-open'))
    const list = await within(screen.getByRole('dialog')).findByTestId('attribute-picker-list')
    expect([...list.querySelectorAll('[data-variant]')].map((b) => b.getAttribute('data-variant'))).toEqual([
      '0100024_01_04',
      '0100024_01_03',
      '0100024_01_02',
      '0100024_01_01',
    ])
  })
})

describe('buy box', () => {
  it('shows the reference key by the spec 01 §5 rule (no leading zeros, cut to 7)', () => {
    renderWithIntl(
      <ProductBuyBox
        productId={24}
        options={THREE}
        axis="masse"
        advice={null}
        personalisation={null}
        cart={{ productName: 'Brett', imageSrc: null, gift: false }}
      />,
    )
    expect(screen.getByTestId('reference-number')).toHaveTextContent('Art.-Nr. 100024')
  })

  it('places the add-to-cart button after price and delivery time (spec 02 §4)', () => {
    renderWithIntl(
      <ProductBuyBox
        productId={24}
        options={THREE}
        axis="masse"
        advice={null}
        personalisation={null}
        cart={{ productName: 'Brett', imageSrc: null, gift: false }}
      />,
    )
    const box = screen.getByTestId('buy-box')
    const button = within(box).getByRole('button', { name: 'In den Warenkorb' })
    const delivery = within(box).getByTestId('delivery-time')
    expect(delivery.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })
})
