/**
 * Product cards in the shop's slider (spec 02 §9: 2 slides on small screens, 3.1 at 768, 4.3 at 1024,
 * 6.2 at 1440; the slider itself honours reduced motion), as a content page's product list block
 * shows them.
 */
import { useTranslations } from 'next-intl'
import { RECOMMENDATION_SLIDER } from '@/lib/config/constants'
import type { ListingProduct } from '@/lib/catalog/rules/listing/listing-product'
import { ProductCard } from '@/components/catalog/ProductCard'
import { LazySlider as Slider } from '@/components/slider/LazySlider'
import { flavourRules } from '@/lib/config'

interface Props {
  products: ListingProduct[]
  locale: string
  /** Names the slider region; a generic name when the block has no headline. */
  label?: string
}

export function ProductSliderView({ products, locale, label }: Props) {
  const t = useTranslations('listing.productList')
  return (
    <Slider
      ariaLabel={label ?? t('slider')}
      slidesPerView={RECOMMENDATION_SLIDER.slidesPerView}
      spaceBetween={RECOMMENDATION_SLIDER.spaceBetween[1]}
    >
      {products.map((product) => (
        <ProductCard key={product.id} product={product} locale={locale} flavour={flavourRules} />
      ))}
    </Slider>
  )
}
