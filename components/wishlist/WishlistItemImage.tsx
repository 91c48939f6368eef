'use client'

/** A wishlist entry's picture, as small as a basket line's and at the same quality. */
import { useTranslations } from 'next-intl'
import { IMAGES } from '@/lib/config/constants'
import type { ProductImage } from '@/lib/catalog/rules/types'
import { ProductThumbnail } from '@/components/catalog/ProductThumbnail'

export function WishlistItemImage({ image }: { image: ProductImage | null }) {
  const t = useTranslations('wishlistPage.item')
  return (
    <ProductThumbnail
      image={image}
      size={96}
      quality={IMAGES.basketQuality}
      missingText={t('imageMissing')}
    />
  )
}
