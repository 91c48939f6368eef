/** The basket's loading placeholders, two lines and a summary in size: the arriving basket moves nothing. */
import { useTranslations } from 'next-intl'
import styles from './basket-page.module.css'

export function BasketSkeleton() {
  const t = useTranslations('basketPage')
  return (
    <div className={styles.filled} aria-busy="true" data-testid="basket-loading">
      <p className="visually-hidden" role="status">
        {t('loading')}
      </p>
      <div className={styles.lines} aria-hidden="true">
        <div className={`${styles.skeleton} ${styles.skeletonTitle}`} />
        {[0, 1].map((i) => (
          <div key={i} className={`${styles.skeleton} ${styles.skeletonLine}`} />
        ))}
      </div>
      <div className={`${styles.skeleton} ${styles.skeletonSummary}`} aria-hidden="true" />
    </div>
  )
}
