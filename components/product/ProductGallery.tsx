'use client'

/**
 * Product images as a swiper (the shop's one slider: spec 02 §9 defaults, reduced motion honoured)
 * with thumbnails below; a picture opens the image dialog (spec 02 §2 "product image"), which zooms
 * and turns pages with the buttons or the arrow keys. Slider, thumbnails and dialog share one index.
 */
import { ShopImage } from '@/components/catalog/ShopImage'
import { useEffect, useRef, useState } from 'react'
import { useTranslations } from 'next-intl'
import type { ProductImage } from '@/lib/catalog/rules/types'
import { useDialogStore, useIsTopDialog } from '@/lib/ui/client/dialog-store'
import { Dialog } from '@/components/dialog/Dialog'
import { LazySlider as Slider } from '@/components/slider/LazySlider'
import { trackFeature } from '@/lib/tracking/client/events'
import styles from './product.module.css'

export function ProductGallery({ images, name }: { images: ProductImage[]; name: string }) {
  const t = useTranslations('product.gallery')
  const [index, setIndex] = useState(0)
  const [zoomed, setZoomed] = useState(false)
  const open = useDialogStore((s) => s.open)
  const dialogOnTop = useIsTopDialog('productImage')
  const count = images.length
  // frontend_feature (spec 02 §7): the first picture swipe of this gallery, not every one.
  const swiped = useRef(false)
  const onSwipe = (i: number) => {
    if (i !== index && !swiped.current) {
      swiped.current = true
      trackFeature('pictureSwipe', { place: 'productPage', picture: i + 1 })
    }
    setIndex(i)
  }
  const step = (delta: number) => {
    setZoomed(false)
    setIndex((i) => (i + delta + count) % count)
  }

  // Arrow keys turn the pages wherever focus sits in the dialog (its close button included).
  useEffect(() => {
    if (!dialogOnTop || count < 2) return
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return
      const delta = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0
      if (delta === 0) return
      event.preventDefault()
      setZoomed(false)
      setIndex((i) => (i + delta + count) % count)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [dialogOnTop, count])

  const image = images[index] ?? images[0]
  if (!image) return null

  const slides = images.map((img, i) => (
    <button
      key={img.src}
      type="button"
      className={styles.mainImage}
      data-testid={i === index ? 'gallery-main' : undefined}
      onClick={() => {
        setIndex(i)
        open('productImage')
      }}
      aria-label={t('open', { index: i + 1, count })}
    >
      <ShopImage src={img.src} alt={img.alt ?? name} size={600} priority={i === 0} />
    </button>
  ))

  return (
    <div className={styles.gallery} data-testid="gallery">
      {count > 1 ? (
        <Slider ariaLabel={t('label')} slidesPerView={1} activeIndex={index} onActiveIndexChange={onSwipe}>
          {slides}
        </Slider>
      ) : (
        <section aria-label={t('label')}>{slides}</section>
      )}
      {count > 1 && (
        <ul className={styles.thumbs} aria-label={t('thumbnails')}>
          {images.map((img, i) => (
            <li key={img.src}>
              <button
                type="button"
                className={i === index ? styles.thumbActive : styles.thumb}
                aria-label={t('show', { index: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
              >
                <ShopImage src={img.src} size={80} />
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
        <div data-testid="gallery-dialog">
          <div className={styles.zoomFrame}>
            <button
              type="button"
              className={zoomed ? styles.zoomedImage : styles.zoomImage}
              onClick={() => setZoomed((z) => !z)}
              aria-label={zoomed ? t('zoomOut') : t('zoomIn')}
              aria-pressed={zoomed}
            >
              <ShopImage src={image.src} alt={image.alt ?? name} size={600} />
            </button>
          </div>
          {count > 1 && (
            <p className={styles.zoomNav}>
              <button type="button" className="button button--secondary" onClick={() => step(-1)}>
                {t('previous')}
              </button>
              <span aria-live="polite">{t('position', { index: index + 1, count })}</span>
              <button type="button" className="button button--secondary" onClick={() => step(1)}>
                {t('next')}
              </button>
            </p>
          )}
        </div>
      </Dialog>
    </div>
  )
}
