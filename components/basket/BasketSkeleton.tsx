import { useTranslations } from 'next-intl'
import styles from './basket-page.module.css'

/** Placeholders the size of two lines and the summary, so the basket arriving moves nothing. */
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
