/**
 * The panels below the product (spec 01 §4): description and details, then reviews, warnings,
 * downloads and remind-when-available. Warnings and downloads show only when the product has some;
 * remind-when-available only while the current variant cannot be bought.
 */
import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/config'
import type { Product } from '@/lib/catalog/rules/types'
import { readRating } from '@/lib/catalog/rules'
import { isExcludedFromDefaultPick, variantBvc } from '@/lib/catalog/rules/availability'
import { attributeValues } from '@/lib/catalog/rules/attributes'
import { productDownloads, productWarnings } from '@/lib/catalog/rules/view/product-panels'
import type { VariantOption } from '@/lib/catalog/rules/view/variant-options'
import { ProductPanels, type PanelContent, type RemindVariant } from './ProductPanels'
import styles from './product.module.css'
import detail from './detail.module.css'

/** Product attributes shown in the details panel, in this order, when the product has them. */
const DETAIL_ATTRIBUTES = [
  'farbe',
  'masse',
  'motivtext',
  'material',
  'groesse',
  'dimAlterGeeignetAb',
  'leistung',
] as const

interface Props {
  product: Product
  options: VariantOption[]
  language: Language
  /** The market's formatting locale, for the average rating. */
  locale: string
}

export async function ProductInfoPanels({ product, options, language, locale }: Props) {
  const t = await getTranslations({ locale: language, namespace: 'product' })
  const rating = readRating(product.attributes)
  const details = DETAIL_ATTRIBUTES.flatMap((key) => {
    const values = attributeValues(product.attributes, key).map((v) => v.label)
    return values.length ? [{ key, label: t(`attributes.${key}`), value: values.join(', ') }] : []
  })
  const warnings = productWarnings(product)
  const downloads = productDownloads(product)
  const panels: PanelContent[] = []
  if (product.description) {
    panels.push({ id: 'description', title: t('panels.description'), content: <p>{product.description}</p> })
  }
  if (details.length) {
    panels.push({
      id: 'details',
      title: t('panels.details'),
      content: (
        <dl className={styles.details}>
          {details.map((d) => (
            <div key={d.key}>
              <dt>{d.label}</dt>
              <dd>{d.value}</dd>
            </div>
          ))}
        </dl>
      ),
    })
  }
  panels.push({
    id: 'reviews',
    title: t('panels.reviews'),
    content: (
      <p>
        {rating
          ? t('panels.reviewsSummary', {
              value: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(rating.value),
              count: rating.quantity,
            })
          : t('panels.noReviews')}
      </p>
    ),
  })
  if (warnings.length) {
    panels.push({
      id: 'warnings',
      title: t('panels.warnings'),
      content: (
        <ul className={detail.noteList} data-testid="warnings">
          {warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      ),
    })
  }
  if (downloads.length) {
    panels.push({
      id: 'downloads',
      title: t('panels.downloads'),
      content: (
        <ul className={detail.downloadList}>
          {downloads.map((d) => (
            <li key={d.href}>
              <a href={d.href} type="application/pdf" download>
                {t(`panels.downloadKind.${d.kind}`, { label: d.label })}
              </a>
            </li>
          ))}
        </ul>
      ),
    })
  }
  const remindVariants: RemindVariant[] = product.variants.some((v) =>
    isExcludedFromDefaultPick(variantBvc(v)),
  )
    ? options.map((o) => ({
        id: o.id,
        referenceKey: o.referenceKey,
        label: o.label || product.name,
        bvc: o.bvc,
        cents: o.price.cents,
      }))
    : []
  return <ProductPanels productId={product.id} panels={panels} remindVariants={remindVariants} />
}
