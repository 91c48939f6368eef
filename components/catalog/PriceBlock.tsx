/** Price with sale, unit and scale prices (spec 01 §9, spec 02 §3 price display options, §9 sale rule). */
import { useTranslations } from 'next-intl'
import type { FormattedRange, PriceDisplay } from '@/lib/catalog/rules'
import { priceTexts, type CatalogTranslate } from '@/lib/catalog/rules/view/card-texts'
import { PriceView } from './CatalogTextViews'
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
  const t = useTranslations('catalog') as unknown as CatalogTranslate
  return (
    <PriceView texts={priceTexts(display, range, t)}>
      {detailed && display.scalePrices.length > 0 && (
        <div className={styles.scalePrices}>
          <p className={styles.scaleHeading}>{t('price.scaleHeading')}</p>
          <ul>
            {display.scalePrices.map((scale) => (
              <li key={scale.minQuantity}>
                {t('price.scaleFrom', { quantity: scale.minQuantity, price: scale.price })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {detailed && <p className={styles.vat}>{t(shippingNote ? 'price.vat' : 'price.vatOnly')}</p>}
    </PriceView>
  )
}
