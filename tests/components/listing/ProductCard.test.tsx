// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import { ProductCard } from '@/components/catalog/ProductCard'
import { ProductSliderView } from '@/components/listing/ProductSliderView'
import { renderWithIntl } from '../intl'
import { IMAGE, listingProduct, variant } from './fixtures'
import { FLAVOUR_RULES } from '@/lib/config/flavours'

// The app sets trailingSlash (next.config.ts); next/link reads it from this variable.
vi.stubEnv('__NEXT_TRAILING_SLASH', 'true')

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

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

const card = () => screen.getByTestId('product-card')

describe('product card (spec 02 §2)', () => {
  it("spec 02 §2, §4: links to the product's own address, the add-to-cart icon of a product with variants with action=addToCart", () => {
    renderWithIntl(
      <ProductCard
        flavour={FLAVOUR_RULES.home}
        product={listingProduct({
          id: 4711,
          name: 'Kochtopf Edelstahl',
          seoUrl: 'topf-set',
          // One variant is added from the card directly (tests/components/recommendations/CardAddToCart).
          variants: [variant(), variant()],
        })}
        locale="de-DE"
      />,
    )
    expect(screen.getByRole('link', { name: 'Kochtopf Edelstahl' }).getAttribute('href')).toBe(
      '/de/p/topf-set-4711/',
    )
    expect(
      screen.getByRole('link', { name: 'Kochtopf Edelstahl in den Warenkorb' }).getAttribute('href'),
    ).toBe('/de/p/topf-set-4711/?action=addToCart')
  })

  it('spec 02 §2: without an own address the link is built from the name and the number', () => {
    renderWithIntl(
      <ProductCard
        flavour={FLAVOUR_RULES.home}
        product={listingProduct({ id: 12, name: 'Schüssel, groß', seoUrl: '' })}
        locale="de-DE"
      />,
    )
    expect(screen.getByRole('link', { name: 'Schüssel, groß' }).getAttribute('href')).toBe(
      '/de/p/schuessel-gross-12/',
    )
  })

  it('spec 02 §2: a single image is shown at 340 without a slider', () => {
    renderWithIntl(
      <ProductCard
        flavour={FLAVOUR_RULES.home}
        product={listingProduct({ images: [IMAGE(1)] })}
        locale="de-DE"
      />,
    )
    const image = card().querySelector('img')
    expect(image?.getAttribute('width')).toBe('340')
    expect(card().querySelector('.swiper')).toBeNull()
  })

  it('spec 02 §2: more than one image makes a slider of 346 images', () => {
    renderWithIntl(
      <ProductCard
        flavour={FLAVOUR_RULES.home}
        product={listingProduct({ images: [IMAGE(1), IMAGE(2), IMAGE(3)] })}
        locale="de-DE"
      />,
    )
    // Before swiper loads only the first picture is in the markup (the others are out of view).
    const images = card().querySelectorAll('img')
    expect(images).toHaveLength(1)
    expect(images[0]?.getAttribute('width')).toBe('346')
    expect(card().querySelector('.swiper')).not.toBeNull()
  })

  it('spec 02 §2: price with sale, badges, rating and colour dots', () => {
    const onSale = variant({ cents: 1499, price: { recommendedRetailPrice: 2999 } })
    renderWithIntl(
      <ProductCard
        flavour={FLAVOUR_RULES.home}
        product={listingProduct({
          variants: [onSale],
          isNew: true,
          colorsList: [['rot'], ['blau'], ['gruen']],
          attributes: {
            durchschnittBewertungen: { value: '4.5', label: '4.5' },
            anzahlBewertungen: { value: '12', label: '12' },
          },
        })}
        locale="de-DE"
      />,
    )
    expect(within(card()).getByTestId('price-current').textContent?.replace(/\s/g, ' ')).toBe('14,99 €')
    expect(within(card()).getByText(/UVP/)).toBeTruthy()
    expect(within(card()).getByText('50 % reduziert')).toBeTruthy()
    expect(within(card()).getByText('Neu')).toBeTruthy()
    expect(within(card()).getByRole('img', { name: /4,5 von 5 Sternen bei 12 Bewertungen/ })).toBeTruthy()
    expect(within(card()).getByRole('img', { name: 'In 3 Farben erhältlich' })).toBeTruthy()
  })

  it('spec 02 §5, spec 01 §9: the range without decimals when the deliverable variants cost differently', () => {
    renderWithIntl(
      <ProductCard
        flavour={FLAVOUR_RULES.home}
        product={listingProduct({ variants: [variant({ cents: 999 }), variant({ cents: 1999 })] })}
        locale="de-DE"
      />,
    )
    expect(within(card()).getByTestId('price-current').textContent?.replace(/\s/g, ' ')).toBe('9 € – 20 €')
  })

  it('spec 01 §4: sold out when every variant is BVC 4: marked, no add-to-cart icon', () => {
    renderWithIntl(
      <ProductCard
        flavour={FLAVOUR_RULES.home}
        product={listingProduct({ variants: [variant({ bvc: 4 })] })}
        locale="de-DE"
      />,
    )
    expect(card().getAttribute('data-sold-out')).toBe('true')
    expect(within(card()).getByText('Ausverkauft')).toBeTruthy()
    expect(within(card()).queryByTestId('card-add-to-cart')).toBeNull()
  })

  it('spec 02 §2: the wishlist slot renders what it is given, and nothing without it', () => {
    const { unmount } = renderWithIntl(
      <ProductCard flavour={FLAVOUR_RULES.home} product={listingProduct()} locale="de-DE" />,
    )
    expect(card().querySelector('[data-testid="heart"]')).toBeNull()
    unmount()
    renderWithIntl(
      <ProductCard
        flavour={FLAVOUR_RULES.home}
        product={listingProduct()}
        locale="de-DE"
        wishlistSlot={<button data-testid="heart">♥</button>}
      />,
    )
    expect(within(card()).getByTestId('heart')).toBeTruthy()
  })

  it('spec 02 §2: the name is the card heading (clamped to 2 lines by the stylesheet)', () => {
    renderWithIntl(
      <ProductCard
        flavour={FLAVOUR_RULES.home}
        product={listingProduct({ name: 'Ein sehr langer Produktname' })}
        locale="de-DE"
      />,
    )
    expect(screen.getByRole('heading', { level: 3, name: 'Ein sehr langer Produktname' })).toBeTruthy()
  })
})

describe('product slider (spec 02 §9)', () => {
  it('spec 02 §9: cards in the shop slider, named by the block headline or a generic name', () => {
    const products = [listingProduct({ id: 1, name: 'Topf A' }), listingProduct({ id: 2, name: 'Topf B' })]
    const { unmount } = renderWithIntl(
      <ProductSliderView products={products} locale="de-DE" label="Beliebt" />,
    )
    const region = screen.getByRole('region', { name: 'Beliebt' })
    expect(within(region).getAllByTestId('product-card')).toHaveLength(2)
    unmount()
    renderWithIntl(<ProductSliderView products={products} locale="de-DE" />)
    expect(screen.getByRole('region', { name: 'Produktslider' })).toBeTruthy()
  })
})
