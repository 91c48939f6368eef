/**
 * The basket's loading placeholders, in the size of what they stand for so the arriving basket moves
 * nothing: two lines and a summary for a device whose basket had lines, else the empty basket's notice,
 * drawn invisibly for its exact size (lib/basket/rules/loading-hint.ts; the page's script picks one
 * before the first paint, basket-page.module.css shows it).
 */
import { useTranslations } from 'next-intl'
import { EmptyListNotice } from '@/components/layout/EmptyListNotice'
import styles from './basket-page.module.css'

export function BasketSkeleton() {
  const t = useTranslations('basketPage')
  return (
    <div aria-busy="true" data-testid="basket-loading">
      <p className="visually-hidden" role="status">
        {t('loading')}
      </p>
      <div className={`${styles.filled} ${styles.skeletonFilled}`} aria-hidden="true">
        <div className={styles.lines}>
          <div className={`${styles.skeleton} ${styles.skeletonTitle}`} />
          {[0, 1].map((i) => (
            <div key={i} className={`${styles.skeleton} ${styles.skeletonLine}`} />
          ))}
        </div>
        <div className={`${styles.skeleton} ${styles.skeletonSummary}`} />
      </div>
      <div className={`${styles.skeleton} ${styles.skeletonEmpty}`} aria-hidden="true" inert>
        <EmptyListNotice
          namespace="basketPage.empty"
          className={styles.empty}
          testId="basket-loading-empty"
        />
      </div>
    </div>
  )
}
