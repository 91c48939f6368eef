'use client'

/**
 * The cards of a recommendation slot in the shop's slider. A chunk of its own (RecommendationSlider loads
 * it once a slot has products), so pages pay for swiper and the cards only when a slider shows. Tracked
 * as an item list named after the slot (spec 02 §7: the answer is "used for tracking the item list").
 */
import { ProductCard } from '@/components/catalog/ProductCard'
import { Slider } from '@/components/slider/Slider'
import { TrackedList } from '@/components/tracking/TrackedList'
import type { ListingProduct } from '@/lib/catalog/rules/listing/listing-product'
import { FLAVOUR_RULES } from '@/lib/config/flavours'
import type { ClientShop } from '@/lib/config/client'
import { viewItemListPayload } from '@/lib/tracking/rules/item-list'
import type { RecommendationSliderSettings } from './slider-settings'

interface Props {
  products: ListingProduct[]
  shop: Pick<ClientShop, 'formattingLocale' | 'flavour' | 'currency'>
  settings: RecommendationSliderSettings
  /** Already translated; names the slider region. */
  label: string
  /** The slot: the tracked list's id and name. */
  slot: string
}

export function RecommendationCards({ products, shop, settings, label, slot }: Props) {
  const payload = viewItemListPayload({
    listId: `recommendation-${slot}`,
    listName: slot,
    currency: shop.currency,
    // The answer is checked only as far as a card needs it: a product without categories is still tracked.
    products: products.map((p) => ({
      ...p,
      categories: p.categories ?? [],
      priceCents: p.priceRange?.min.withTax,
    })),
  })
  return (
    <TrackedList payload={payload} productIds={products.map((p) => p.id)}>
      <Slider ariaLabel={label} slidesPerView={settings.slidesPerView} spaceBetween={settings.spaceBetween}>
        {products.map((product) => (
          <ProductCard
            key={product.id}
            product={product}
            locale={shop.formattingLocale}
            // The browser has no shop environment: the flavour comes with the shop context.
            flavour={FLAVOUR_RULES[shop.flavour]}
          />
        ))}
      </Slider>
    </TrackedList>
  )
}
