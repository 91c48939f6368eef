'use client'

/**
 * The cards of a recommendation slot in the shop's slider. A chunk of its own (RecommendationSlider loads
 * it once a slot has products), so pages pay for swiper and the cards only when a slider shows.
 */
import { ProductCard } from '@/components/catalog/ProductCard'
import { Slider } from '@/components/slider/Slider'
import type { ListingProduct } from '@/lib/catalog/rules/listing/listing-product'
import { FLAVOUR_RULES } from '@/lib/config/flavours'
import type { ClientShop } from '@/lib/config/client'
import type { RecommendationSliderSettings } from './slider-settings'

interface Props {
  products: ListingProduct[]
  shop: Pick<ClientShop, 'formattingLocale' | 'flavour'>
  settings: RecommendationSliderSettings
  /** Already translated; names the slider region. */
  label: string
}

export function RecommendationCards({ products, shop, settings, label }: Props) {
  return (
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
  )
}
