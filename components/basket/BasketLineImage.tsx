'use client'

import { useState } from 'react'
import { useTranslations } from 'next-intl'
import { IMAGES } from '@/lib/config/constants'
import { getImageProvider, imageSources } from '@/lib/images/providers'
import type { ProductImage } from '@/lib/catalog/types'
import styles from './basket-page.module.css'

/** Shown at 96 CSS pixels; the provider adds the 2x source. */
const LINE_IMAGE_SIZE = 96

/**
 * A basket line's picture through the shop image provider at the basket's quality 80 (spec 02 §9),
 * with the 'no image' text when there is none or it fails to load (spec 02 §8).
 */
export function BasketLineImage({ image }: { image: ProductImage | null }) {
  const t = useTranslations('basketPage.line')
  const [failed, setFailed] = useState(false)
  if (!image || failed) {
    return (
      <div className={styles.imageMissing} data-testid="line-image-missing">
        {t('imageMissing')}
      </div>
    )
  }
  const { src, srcSet } = imageSources(getImageProvider('shop'), image.src, {
    width: LINE_IMAGE_SIZE,
    quality: IMAGES.basketQuality,
  })
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the provider port builds src and srcSet itself
    <img
      src={src}
      srcSet={srcSet}
      alt={image.alt ?? ''}
      width={LINE_IMAGE_SIZE}
      height={LINE_IMAGE_SIZE}
      loading="lazy"
      decoding="async"
      className={styles.image}
      onError={() => setFailed(true)}
    />
  )
}
