'use client'

import Image from 'next/image'
import { useState } from 'react'
import { useTranslations } from 'next-intl'
import type { ProductImage } from '@/lib/catalog/types'
import { useDialogStore } from '@/lib/ui/dialog-store'
import { Dialog } from '@/components/dialog/Dialog'
import styles from './product.module.css'

/** Product images with thumbnails; the image dialog (spec 02 §2 "product image") zooms. */
export function ProductGallery({ images, name }: { images: ProductImage[]; name: string }) {
  const t = useTranslations('product.gallery')
  const [index, setIndex] = useState(0)
  const [zoomed, setZoomed] = useState(false)
  const open = useDialogStore((s) => s.open)
  const image = images[index] ?? images[0]
  if (!image) return null
  const count = images.length
  const step = (delta: number) => setIndex((i) => (i + delta + count) % count)
  return (
    <section className={styles.gallery} aria-label={t('label')}>
      <button
        type="button"
        className={styles.mainImage}
        data-testid="gallery-main"
        onClick={() => open('productImage')}
        aria-label={t('open', { index: index + 1, count })}
      >
        <Image
          src={image.src}
          alt={image.alt ?? name}
          width={600}
          height={600}
          priority
          sizes="(min-width: 1024px) 50vw, 100vw"
        />
      </button>
      {count > 1 && (
        <ul className={styles.thumbs}>
          {images.map((img, i) => (
            <li key={img.src}>
              <button
                type="button"
                className={i === index ? styles.thumbActive : styles.thumb}
                aria-label={t('show', { index: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
              >
                <Image src={img.src} alt="" width={150} height={150} sizes="80px" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        kind="productImage"
        title={t('dialogTitle', { name, index: index + 1, count })}
        onClose={() => setZoomed(false)}
      >
        <div className={styles.zoomFrame}>
          <button
            type="button"
            className={zoomed ? styles.zoomedImage : styles.zoomImage}
            onClick={() => setZoomed((z) => !z)}
            aria-label={zoomed ? t('zoomOut') : t('zoomIn')}
            aria-pressed={zoomed}
          >
            <Image
              src={image.src}
              alt={image.alt ?? name}
              width={600}
              height={600}
              sizes="(min-width: 768px) 600px, 100vw"
            />
          </button>
        </div>
        {count > 1 && (
          <p className={styles.zoomNav}>
            <button type="button" className="button button--secondary" onClick={() => step(-1)}>
              {t('previous')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => step(1)}>
              {t('next')}
            </button>
          </p>
        )}
      </Dialog>
    </section>
  )
}
