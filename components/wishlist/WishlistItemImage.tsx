'use client'

import { useState } from 'react'
import { useTranslations } from 'next-intl'
import { IMAGES } from '@/lib/config/constants'
import { getImageProvider, imageSources } from '@/lib/images/providers'
import type { ProductImage } from '@/lib/catalog/types'
import styles from './wishlist.module.css'

const IMAGE_SIZE = 96

/** A wishlist entry's picture through the shop image provider, or the 'no image' text (spec 02 §8). */
export function WishlistItemImage({ image }: { image: ProductImage | null }) {
  const t = useTranslations('wishlistPage.item')
  const [failed, setFailed] = useState(false)
  if (!image || failed) return <div className={styles.imageMissing}>{t('imageMissing')}</div>
  const { src, srcSet } = imageSources(getImageProvider('shop'), image.src, {
    width: IMAGE_SIZE,
    quality: IMAGES.basketQuality,
  })
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the provider port builds src and srcSet itself
    <img
      src={src}
      srcSet={srcSet}
      alt={image.alt ?? ''}
      width={IMAGE_SIZE}
      height={IMAGE_SIZE}
      loading="lazy"
      decoding="async"
      className={styles.image}
      onError={() => setFailed(true)}
    />
  )
}
