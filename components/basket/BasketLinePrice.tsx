/**
 * A line's price (spec 02 §2 "price", §3 price display options): the line total, the price of one
 * piece with the variant's sale comparison, its reference (unit) price and its scale prices with the
 * reached one marked. Catalog texts (`catalog.price`) say the same things as on product pages.
 */
import { useTranslations } from 'next-intl'
import type { BasketLineView } from '@/lib/basket/rules/line-view'
import styles from './basket-page.module.css'

export function BasketLinePrice({ line, showTotal = true }: { line: BasketLineView; showTotal?: boolean }) {
  const t = useTranslations('basketPage.line')
  const c = useTranslations('catalog.price')
  const { price } = line
  // The comparison belongs to the catalog price; once a scale price applies it no longer describes the line.
  const sale = line.reachedScale === null ? price.sale : null
  return (
    <div className={styles.price} data-testid="line-price">
      {showTotal && (
        <p className={styles.total}>
          <span className="visually-hidden">{t('total')} </span>
          <span data-testid="line-total">{line.totalPrice}</span>
        </p>
      )}
      <p className={styles.unit}>
        <span data-testid="line-unit-price">{t('unitPrice', { price: line.unitPrice })}</span>
        {sale && (
          <>
            {' '}
            <s className={styles.compare}>
              {sale.against === 'recommendedRetailPrice'
                ? c('rrp', { price: sale.comparePrice })
                : c('referenceWas', { price: sale.comparePrice })}
            </s>
          </>
        )}
      </p>
      {price.unitPrice && (
        <p className={styles.muted} data-testid="line-reference-price">
          {c('unitPrice', { ...price.unitPrice })}
        </p>
      )}
      {price.scalePrices.length > 0 && (
        <ul className={styles.scales} aria-label={c('scaleHeading')}>
          {price.scalePrices.map((scale) => (
            <li
              key={scale.minQuantity}
              aria-current={scale.minQuantity === line.reachedScale || undefined}
              className={scale.minQuantity === line.reachedScale ? styles.scaleReached : undefined}
            >
              {c('scaleFrom', { quantity: scale.minQuantity, price: scale.price })}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
