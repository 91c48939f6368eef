'use client'

/**
 * The card's image slider (spec 02 §2: only with more than one image, 346 px images). The first card
 * bounces once to hint at swiping while the consent banner is not shown, the card is in view and the
 * shopper has not swiped yet; never with reduced motion (spec 02 §4). ./ProductCardImages.tsx renders
 * the same slides without swiper until the card comes near the viewport, then loads this.
 */
import { useEffect, useRef, useState } from 'react'
import { useTranslations } from 'next-intl'
import { A11y, Pagination } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import 'swiper/css'
import 'swiper/css/pagination'
import { SLIDER } from '@/lib/config/constants'
import { useIsDialogOpen } from '@/lib/ui/client/dialog-store'
import { useReducedMotion } from '@/components/slider/useReducedMotion'
import { useSwiperA11y } from '@/components/slider/useSwiperA11y'
import { showCardHint } from '@/lib/catalog/rules/view/card-hint'
import type { ProductCardImagesProps } from './product-card-images-props'
import { CardSlideImage } from './CardSlideImage'
import { trackFeature } from '@/lib/tracking/client/events'
import styles from './ProductCard.module.css'

export function ProductCardSwiper({ images, name, href, size, hint, priority }: ProductCardImagesProps) {
  const t = useTranslations('listing.card')
  const reduced = useReducedMotion()
  const a11yMessages = useSwiperA11y()
  const consentVisible = useIsDialogOpen('consentBanner')
  const [inView, setInView] = useState(false)
  const [swiped, setSwiped] = useState(false)
  const featureTracked = useRef(false)
  const ref = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = ref.current
    if (!hint || !element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(([entry]) => setInView(Boolean(entry?.isIntersecting)), {
      threshold: 0.6,
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [hint])

  const bounce = showCardHint({ hint, reducedMotion: reduced, consentVisible, inView, swiped })
  return (
    <div
      ref={ref}
      className={`${styles.slider} ${bounce ? styles.hintBounce : ''}`}
      data-hint={bounce || undefined}
    >
      <Swiper
        modules={[A11y, Pagination]}
        slidesPerView={1}
        // Cards also sit in product sliders: the image slider then moves on its own.
        nested
        speed={reduced ? 0 : SLIDER.speedMs}
        threshold={SLIDER.thresholdPx}
        touchAngle={SLIDER.touchAngle}
        longSwipesMs={SLIDER.longSwipesMs}
        longSwipesRatio={SLIDER.longSwipesRatio}
        resistanceRatio={SLIDER.resistanceRatio}
        pagination={{ clickable: true }}
        // The APG carousel pattern: a named group described as a carousel (a name on a bare div is not
        // read by screen readers and is invalid HTML).
        a11y={{ ...a11yMessages, containerMessage: t('images', { name }), containerRole: 'group' }}
        onSliderFirstMove={() => setSwiped(true)}
        onSlideChange={(swiper) => {
          // frontend_feature (spec 02 §7): the card's first picture swipe.
          if (!featureTracked.current) {
            featureTracked.current = true
            const card = ref.current?.closest<HTMLElement>('[data-product-id]')
            trackFeature('pictureSwipe', {
              place: 'productCard',
              productId: card?.dataset.productId ?? null,
              picture: swiper.activeIndex + 1,
            })
          }
          setSwiped(true)
        }}
      >
        {images.map((src, index) => (
          <SwiperSlide key={src}>
            <CardSlideImage src={src} href={href} size={size} priority={priority && index === 0} />
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  )
}
