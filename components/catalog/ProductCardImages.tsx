'use client'

/**
 * The card's image slider (spec 02 §2). The server renders the first slide as swiper lays it out,
 * without swiper itself (the other pictures are out of view until swiper runs, so their markup would
 * only weigh on every listing's HTML; issue 15 item 2): rendering swiper for every card was most of a listing's server
 * time, and its code most of the page's. The slider (./ProductCardSwiper.tsx) takes over when the card
 * comes near the viewport or the shopper reaches for it, so a long grid never loads it for cards
 * nobody scrolls to.
 */
import { useEffect, useRef, useState, type ComponentType } from 'react'
import 'swiper/css'
import type { ProductCardImagesProps } from './product-card-images-props'
import { CardSlideImage } from './CardSlideImage'
import styles from './ProductCard.module.css'

export type { ProductCardImagesProps } from './product-card-images-props'

type Swiper = ComponentType<ProductCardImagesProps>
const loadSwiper = () => import('./ProductCardSwiper').then((m) => m.ProductCardSwiper as Swiper)
/** Cards this close below the fold get their slider before they scroll in. */
const AHEAD = '300px'

export function ProductCardImages(props: ProductCardImagesProps) {
  const [Slider, setSlider] = useState<Swiper | null>(null)
  const ref = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = ref.current
    if (Slider || !element) return
    let live = true
    let started = false
    const upgrade = () => {
      if (started) return
      started = true
      void loadSwiper().then((loaded) => live && setSlider(() => loaded))
    }
    if (typeof IntersectionObserver === 'undefined') {
      upgrade()
      return () => void (live = false)
    }
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && upgrade(),
      {
        rootMargin: AHEAD,
      },
    )
    observer.observe(element)
    const events = ['pointerenter', 'touchstart', 'focusin'] as const
    events.forEach((name) => element.addEventListener(name, upgrade, { once: true, passive: true }))
    return () => {
      live = false
      observer.disconnect()
      events.forEach((name) => element.removeEventListener(name, upgrade))
    }
  }, [Slider])

  if (Slider) return <Slider {...props} />
  const { images, href, size, priority } = props
  const first = images[0]
  return (
    <div ref={ref} className={styles.slider}>
      <div className="swiper">
        <div className="swiper-wrapper">
          {first && (
            <div className="swiper-slide">
              <CardSlideImage src={first} href={href} size={size} priority={priority} />
            </div>
          )}
        </div>
      </div>
    </div>
  )
}
