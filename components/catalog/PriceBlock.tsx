/** Price with sale, unit and scale prices (spec 01 §9, spec 02 §3 price display options, §9 sale rule). */
import { useTranslations } from 'next-intl'
import type { FormattedRange, PriceDisplay } from '@/lib/catalog/rules'
import styles from './catalog.module.css'

interface PriceBlockProps {
  display: PriceDisplay
  /** Product pages show scale prices and the VAT line; cards stay compact. */
  detailed?: boolean
  /**
   * Cards of products whose variants differ in price show the range without decimals (spec 01 §9)
   * instead of one variant's price; a crossed-out price of one variant would then mislead.
   */
  range?: FormattedRange | null
  /** The detailed VAT line names shipping costs, except for what is not shipped (a download). */
  shippingNote?: boolean
}

export function PriceBlock({
  display,
  detailed = false,
  range = null,
  shippingNote = true,
}: PriceBlockProps) {
  const t = useTranslations('catalog.price')
  const showRange = range !== null && range.isRange
  const sale = showRange ? null : display.sale
  return (
    <div className={styles.price} data-testid="price">
      <p className={styles.priceLine}>
        <span className={sale ? styles.salePrice : styles.currentPrice} data-testid="price-current">
          {showRange
            ? t('range', { from: range.from, to: range.to })
            : display.hasDifferentPrice
              ? t('from', { price: display.price })
              : display.price}
        </span>
        {sale && (
          <>
            <s className={styles.comparePrice}>
              {sale.against === 'recommendedRetailPrice'
                ? t('rrp', { price: sale.comparePrice })
                : t('referenceWas', { price: sale.comparePrice })}
            </s>
            <span className={styles.salePercent}>{t('salePercent', { percent: sale.percent })}</span>
          </>
        )}
      </p>
      {display.unitPrice && (
        <p className={styles.unitPrice} data-testid="unit-price">
          {t('unitPrice', { ...display.unitPrice })}
        </p>
      )}
      {detailed && display.scalePrices.length > 0 && (
        <div className={styles.scalePrices}>
          <p className={styles.scaleHeading}>{t('scaleHeading')}</p>
          <ul>
            {display.scalePrices.map((scale) => (
              <li key={scale.minQuantity}>
                {t('scaleFrom', { quantity: scale.minQuantity, price: scale.price })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {detailed && <p className={styles.vat}>{t(shippingNote ? 'vat' : 'vatOnly')}</p>}
    </div>
  )
}
