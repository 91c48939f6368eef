/** A product's rating: five stars, each filled by a fraction (spec 02 §5), and the number of ratings. */
import { useTranslations } from 'next-intl'
import { ratingStars } from '@/lib/catalog/rules'
import { numberFormat } from '@/lib/i18n/number-format'
import type { Rating } from '@/lib/catalog/rules/types'
import styles from './catalog.module.css'

export function RatingStars({ rating, locale }: { rating: Rating; locale: string }) {
  const t = useTranslations('catalog.rating')
  const value = numberFormat(locale, { maximumFractionDigits: 1 }).format(rating.value)
  return (
    <p className={styles.rating} role="img" aria-label={t('label', { value, count: rating.quantity })}>
      {ratingStars(rating.value).map((fill, i) => (
        <span key={i} className={styles.star} style={{ '--fill': `${fill * 100}%` } as React.CSSProperties} />
      ))}
      <span className={styles.ratingCount} aria-hidden="true">
        ({rating.quantity})
      </span>
    </p>
  )
}
