// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { BasketLineCard, type BasketLineCardProps } from '@/components/basket/BasketLineCard'
import { basketItem, type ItemSpec } from './basket-fixtures'
import { makeShell } from './basket-shell'

function renderCard(
  spec: ItemSpec = {},
  props: Partial<BasketLineCardProps> = {},
  market = 'de-de' as const,
) {
  const { Shell } = makeShell(market)
  const onQuantityChange = vi.fn()
  const onRemove = vi.fn()
  render(
    <Shell>
      <BasketLineCard
        item={basketItem(spec)}
        onQuantityChange={onQuantityChange}
        onRemove={onRemove}
        {...props}
      />
    </Shell>,
  )
  return { onQuantityChange, onRemove, card: screen.getByTestId('basket-line') }
}

// The shop builds with trailingSlash: true; next/link reads it from this variable (set by the build).
beforeAll(() => vi.stubEnv('__NEXT_TRAILING_SLASH', 'true'))
afterAll(() => vi.unstubAllEnvs())
afterEach(cleanup)

describe('basket line card (spec 02 §2 "Basket line card")', () => {
  it('shows brand and sub-brand, name, article number, the variant attributes and personalisation', () => {
    renderCard({ customText: { text2: 'zweite Zeile', text1: 'Für Anna', text3: 'ohne' } })
    const card = screen.getByTestId('basket-line')
    expect(card).toHaveTextContent('Hauswelt · Schlafwelt')
    expect(screen.getByRole('heading', { name: 'Bettwäsche Karlo' })).toBeInTheDocument()
    // Spec 02 §3: the article number is the variant's referenceKey before the first underscore.
    expect(card).toHaveTextContent('Art.-Nr. 1234567')
    expect(card).not.toHaveTextContent('1234567_02')
    expect(card).toHaveTextContent('135 × 200 cm')
    const texts = [...card.querySelectorAll('p')]
      .map((p) => p.textContent)
      .filter((t) => t?.startsWith('Ihr'))
    expect(texts).toEqual(['Ihr Text: „Für Anna“', 'Ihr Text: „zweite Zeile“'])
  })

  it('links to the product page by its own address with ?variant= (spec 02 §2)', () => {
    renderCard({ seoUrl: 'bettwaesche-karlo', productId: 100001, variantReferenceKey: '1234567_02' })
    expect(screen.getByTestId('line-link')).toHaveAttribute(
      'href',
      '/de/p/bettwaesche-karlo-100001/?variant=1234567_02',
    )
  })

  it('without an own address the link is built from the name and number, as cards do', () => {
    renderCard({ seoUrl: '', name: 'Topf & Deckel', productId: 100024, variantReferenceKey: 'A1_x' })
    expect(screen.getByTestId('line-link')).toHaveAttribute('href', '/de/p/topf-deckel-100024/?variant=A1_x')
  })

  it.each([
    { quantity: 1, available: 5, decrease: false, increase: true },
    { quantity: 2, available: 5, decrease: true, increase: true },
    { quantity: 5, available: 5, decrease: true, increase: false },
    { quantity: 1, available: 1, decrease: false, increase: false },
  ])(
    'spec 02 §4: quantity $quantity of $available: decrease enabled $decrease, increase enabled $increase',
    ({ quantity, available, decrease, increase }) => {
      renderCard({ quantity, availableQuantity: available })
      expect(screen.getByTestId('quantity-decrease').hasAttribute('disabled')).toBe(!decrease)
      expect(screen.getByTestId('quantity-increase').hasAttribute('disabled')).toBe(!increase)
    },
  )

  it('the stepper asks for one more or one less, named for the product', async () => {
    const { onQuantityChange } = renderCard({ quantity: 2 })
    await userEvent.click(screen.getByRole('button', { name: 'Menge von Bettwäsche Karlo erhöhen' }))
    expect(onQuantityChange).toHaveBeenLastCalledWith(3)
    await userEvent.click(screen.getByRole('button', { name: 'Menge von Bettwäsche Karlo verringern' }))
    expect(onQuantityChange).toHaveBeenLastCalledWith(1)
  })

  it('a typed quantity is taken on Enter, held to the available quantity; nonsense is reverted', async () => {
    const { onQuantityChange } = renderCard({ quantity: 2, availableQuantity: 5 })
    const input = screen.getByRole('spinbutton', { name: 'Menge von Bettwäsche Karlo' })
    await userEvent.clear(input)
    await userEvent.type(input, '4{Enter}')
    expect(onQuantityChange).toHaveBeenLastCalledWith(4)
    await userEvent.clear(input)
    await userEvent.type(input, '40{Enter}')
    expect(onQuantityChange).toHaveBeenLastCalledWith(5)
    onQuantityChange.mockClear()
    await userEvent.clear(input)
    fireEvent.blur(input)
    expect(onQuantityChange).not.toHaveBeenCalled()
    expect(input).toHaveValue(2)
  })

  it('while a change is on its way, further clicks wait (the buttons stay focusable)', async () => {
    const { onQuantityChange } = renderCard({ quantity: 2 }, { busy: true })
    const increase = screen.getByTestId('quantity-increase')
    expect(increase).not.toBeDisabled()
    expect(increase).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(increase)
    expect(onQuantityChange).not.toHaveBeenCalled()
  })

  it('shows line total, unit price and the reached scale price', () => {
    renderCard({
      quantity: 3,
      unitCents: 1000,
      pricePromotionKey: 'Promotion3',
      kqpri: { scaleAmount1: 3, scalePrice1: 1000, scaleAmount2: 10, scalePrice2: 900 },
    })
    expect(screen.getByTestId('line-total')).toHaveTextContent('30,00 €')
    expect(screen.getByTestId('line-unit-price')).toHaveTextContent('Stückpreis 10,00 €')
    const reached = screen.getByRole('list', { name: 'Staffelpreise' }).querySelector('[aria-current]')
    expect(reached).toHaveTextContent('ab 3 Stück: 10,00 €')
  })

  it('a line that costs nothing carries the free-of-charge badge; a paid one does not', () => {
    renderCard({ unitCents: 0 })
    expect(screen.getByTestId('line-free')).toHaveTextContent('Gratis')
    cleanup()
    renderCard({ unitCents: 100 })
    expect(screen.queryByTestId('line-free')).toBeNull()
  })

  it('the refusal of the last change is read out in the line (role=alert)', () => {
    renderCard({}, { alert: 'Die Menge wurde nicht geändert: nicht mehr in dieser Menge verfügbar.' })
    expect(screen.getByRole('alert')).toHaveTextContent('nicht mehr in dieser Menge verfügbar')
  })

  it('remove is named for the product and asks once', async () => {
    const { onRemove } = renderCard()
    await userEvent.click(
      screen.getByRole('button', { name: 'Bettwäsche Karlo aus dem Warenkorb entfernen' }),
    )
    expect(onRemove).toHaveBeenCalledTimes(1)
  })

  it('the wishlist slot shows in markets with a wishlist, with the line’s item', () => {
    const toggle = vi.fn(() => <button type="button">Merken</button>)
    renderCard({}, { wishlistToggle: toggle })
    expect(screen.getByRole('button', { name: 'Merken' })).toBeInTheDocument()
    expect(toggle).toHaveBeenCalledWith(expect.objectContaining({ key: 'line-1' }))
  })

  it('payback points per line where the market has payback (de-de), none elsewhere', () => {
    renderCard({ quantity: 2, unitCents: 1999, kqpri: { Punkte_Faktor_Payback: 1 } })
    // Spec 02 §9: floor(1 × 1999 / 100 × 2) = 39.
    expect(screen.getByTestId('line-payback')).toHaveTextContent('39 PAYBACK Punkte')
    cleanup()
    renderCard({ quantity: 2, unitCents: 1999, kqpri: { Punkte_Faktor_Payback: 1 } }, {}, 'de-at' as never)
    expect(screen.queryByTestId('line-payback')).toBeNull()
  })

  it("an image that fails to load gives way to the 'no image' text (spec 02 §8)", () => {
    renderCard({ imageSrc: '/images/catalog/missing.webp' })
    const img = screen.getByTestId('basket-line').querySelector('img') as HTMLImageElement
    expect(img.getAttribute('src')).toContain(encodeURIComponent('/images/catalog/missing.webp'))
    fireEvent.error(img)
    expect(screen.getByTestId('line-image-missing')).toHaveTextContent('Kein Bild vorhanden')
  })

  it('order mode (spec 02 §2 order detail): the quantity as an amount, no stepper, no remove', () => {
    renderCard({ quantity: 3 }, { mode: 'order' })
    const card = screen.getByTestId('basket-line')
    expect(within(card).getByTestId('line-amount')).toHaveTextContent('Menge: 3')
    expect(within(card).queryByRole('spinbutton')).toBeNull()
    expect(within(card).queryByTestId('quantity-increase')).toBeNull()
    expect(within(card).queryByTestId('line-remove')).toBeNull()
    expect(within(card).getByTestId('line-link')).toHaveAttribute(
      'href',
      expect.stringContaining('?variant='),
    )
  })
})
