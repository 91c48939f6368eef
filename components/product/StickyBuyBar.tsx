'use client'

/**
 * The phone's add-to-cart bar: while the buy box's own button is out of view, a bar at the bottom of the
 * screen shows the chosen variant's price and a button that acts through the buy box's button (variant
 * picker, personalisation and adding stay in one place). Wide screens never show it (product.module.css).
 */
import { useEffect, useState, type RefObject } from 'react'
import { useTranslations } from 'next-intl'
import type { PriceDisplay } from '@/lib/catalog/rules/price-display'
import styles from './product.module.css'

interface Props {
  /** The buy box's add-to-cart area, watched for being on screen. */
  target: RefObject<HTMLElement | null>
  productName: string
  price: PriceDisplay
  buyable: boolean
}

function useOffScreen(target: RefObject<HTMLElement | null>) {
  const [offScreen, setOffScreen] = useState(false)
  useEffect(() => {
    const element = target.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(([entry]) => setOffScreen(!entry?.isIntersecting))
    observer.observe(element)
    return () => observer.disconnect()
  }, [target])
  return offScreen
}

export function StickyBuyBar({ target, productName, price, buyable }: Props) {
  const t = useTranslations('catalog.price')
  const tb = useTranslations('basket')
  const offScreen = useOffScreen(target)
  if (!buyable) return null
  return (
    <div className={styles.stickyBar} hidden={!offScreen} data-testid="sticky-buy-bar">
      <p className={styles.stickyText}>
        <span className={styles.stickyName}>{productName}</span>
        <span className={styles.stickyPrice}>
          {price.hasDifferentPrice ? t('from', { price: price.price }) : price.price}
        </span>
      </p>
      <button
        type="button"
        className="button"
        onClick={() => target.current?.querySelector<HTMLButtonElement>('button')?.click()}
      >
        {tb('addToCart')}
      </button>
    </div>
  )
}
