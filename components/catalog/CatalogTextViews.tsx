/**
 * The markup of a product's price, badges, rating and colour dots, drawn from texts already formatted
 * (lib/catalog/rules/view/card-texts.ts). No hooks and no rules here: cards draw these in the browser
 * from their row, the product page on the server.
 */
import type { CSSProperties, ReactNode } from 'react'
import type { BadgeText, ColourTexts, PriceTexts, RatingTexts } from '@/lib/catalog/rules/view/card-texts'
import styles from './catalog.module.css'

/** The price line and the unit price; the product page adds scale prices and VAT as `children`. */
export function PriceView({ texts, children }: { texts: PriceTexts; children?: ReactNode }) {
  return (
    <div className={styles.price} data-testid="price">
      <p className={styles.priceLine}>
        <span className={texts.sale ? styles.salePrice : styles.currentPrice} data-testid="price-current">
          {texts.current}
        </span>
        {texts.sale && (
          <>
            <s className={styles.comparePrice}>{texts.sale.compare}</s>
            <span className={styles.salePercent}>{texts.sale.percent}</span>
          </>
        )}
      </p>
      {texts.unit && (
        <p className={styles.unitPrice} data-testid="unit-price">
          {texts.unit}
        </p>
      )}
      {children}
    </div>
  )
}

/** Product badges of spec 02 §3 (sale, promotion, new, bundle, themes). */
export function BadgeItems({ label, items }: { label: string; items: readonly BadgeText[] }) {
  if (items.length === 0) return null
  return (
    <ul className={styles.badges} aria-label={label}>
      {items.map((badge) => (
        <li
          key={`${badge.type}-${badge.label}`}
          // Only sale, new and promotion have a colour of their own; the others keep the plain badge.
          className={[styles.badge, styles[`badge-${badge.type}`]].filter(Boolean).join(' ')}
          data-badge={badge.type}
        >
          {badge.label}
        </li>
      ))}
    </ul>
  )
}

/** Five stars filled to the rating (spec 02 §5), one element drawn by the stylesheet, and the count. */
export function StarsView({ texts }: { texts: RatingTexts }) {
  return (
    <p className={styles.rating} role="img" aria-label={texts.label}>
      <span className={styles.stars} style={{ '--fill': `${texts.fillRem}rem` } as CSSProperties} />
      <span className={styles.ratingCount} aria-hidden="true">
        ({texts.count})
      </span>
    </p>
  )
}

/** Colour dots of spec 02 §5: at most 5 sets plus '+N'. */
export function ColourDotsView({ texts }: { texts: ColourTexts }) {
  return (
    <div className={styles.colourDots} role="img" aria-label={texts.label}>
      {texts.dots.map((dot, index) => (
        <span
          key={index}
          className={styles.colourDot}
          title={dot.title}
          style={{ background: dot.background }}
        />
      ))}
      {texts.more && <span className={styles.colourMore}>{texts.more}</span>}
    </div>
  )
}
