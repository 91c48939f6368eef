'use client'

/**
 * A small product picture through the shop image provider, with the 'no image' text when there is
 * none or it fails to load (spec 02 §8). Basket lines and wishlist entries show it.
 */
import { useState, type CSSProperties } from 'react'
import { getImageProvider, imageSources } from '@/lib/images/providers'
import type { ProductImage } from '@/lib/catalog/rules/types'
import styles from './ProductThumbnail.module.css'

interface Props {
  image: ProductImage | null
  /** CSS pixels; the provider adds the 2x source. */
  size: number
  quality: number
  /** The already translated 'no image' text (spec 02 §8). */
  missingText: string
  missingTestId?: string
}

export function ProductThumbnail({ image, size, quality, missingText, missingTestId }: Props) {
  const [failed, setFailed] = useState(false)
  const box = { '--thumbnail-size': `${size}px` } as CSSProperties
  if (!image || failed) {
    return (
      <div className={styles.missing} style={box} data-testid={missingTestId}>
        {missingText}
      </div>
    )
  }
  const { src, srcSet } = imageSources(getImageProvider('shop'), image.src, { width: size, quality })
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the provider port builds src and srcSet itself
    <img
      src={src}
      srcSet={srcSet}
      alt={image.alt ?? ''}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={styles.image}
      style={box}
      onError={() => setFailed(true)}
    />
  )
}
