/** Product cards in the listing grid: 2 columns on phones, 3 from 768 px, 4 from 1024 px. */
import type { ReactNode } from 'react'
import type { ListingProduct } from '@/lib/catalog/rules/listing/listing-product'
import { ProductCard } from '@/components/catalog/ProductCard'
import styles from './listing.module.css'
import { flavourRules } from '@/lib/config'

interface Props {
  products: ListingProduct[]
  /** The market's formatting locale. */
  locale: string
  /** Names the list for assistive technology. */
  label?: string
  /** The first card may show the swipe hint (first page of a listing only). */
  hintFirst?: boolean
  wishlistSlot?: (productId: number) => ReactNode
}

export function ProductGrid({ products, locale, label, hintFirst = false, wishlistSlot }: Props) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            locale={locale}
            hint={hintFirst && index === 0}
            priority={index < 4}
            wishlistSlot={wishlistSlot?.(product.id)}
            flavour={flavourRules}
          />
        </li>
      ))}
    </ul>
  )
}
