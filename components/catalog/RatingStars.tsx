/** A product's rating: five stars, each filled by a fraction (spec 02 §5), and the number of ratings. */
import { useTranslations } from 'next-intl'
import { ratingStars } from '@/lib/catalog/rules'
import { numberFormat } from '@/lib/i18n/number-format'
import type { Rating } from '@/lib/catalog/rules/types'
import styles from './catalog.module.css'

/** Star i sits at i × 1.1rem and is 1rem wide (catalog.module.css .stars): the fill ends in the last star filled. */
function starsFillRem(value: number): number {
  const fills = ratingStars(value)
  const last = fills.findLastIndex((fill) => fill > 0)
  return last < 0 ? 0 : Math.round((last * 1.1 + fills[last]!) * 100) / 100
}

export function RatingStars({ rating, locale }: { rating: Rating; locale: string }) {
  const t = useTranslations('catalog.rating')
  const value = numberFormat(locale, { maximumFractionDigits: 1 }).format(rating.value)
  return (
    <p className={styles.rating} role="img" aria-label={t('label', { value, count: rating.quantity })}>
      <span
        className={styles.stars}
        style={{ '--fill': `${starsFillRem(rating.value)}rem` } as React.CSSProperties}
      />
      <span className={styles.ratingCount} aria-hidden="true">
        ({rating.quantity})
      </span>
    </p>
  )
}
