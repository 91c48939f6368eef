'use client'

/** A basket line's picture at the basket's quality 80 (spec 02 §9), 96 CSS pixels. */
import { useTranslations } from 'next-intl'
import { IMAGES } from '@/lib/config/constants'
import type { ProductImage } from '@/lib/catalog/rules/types'
import { ProductThumbnail } from '@/components/catalog/ProductThumbnail'

export function BasketLineImage({ image }: { image: ProductImage | null }) {
  const t = useTranslations('basketPage.line')
  return (
    <ProductThumbnail
      image={image}
      size={96}
      quality={IMAGES.basketQuality}
      missingText={t('imageMissing')}
      missingTestId="line-image-missing"
    />
  )
}
