'use client'

import { useTranslations } from 'next-intl'
import { useBasket } from './useBasket'
import styles from './basket.module.css'

/**
 * Pieces in the basket beside the header's basket link (issue 5 §7: counters update at once). The
 * shared, cached page renders without it; the count arrives with the visitor's basket.
 */
export function BasketCounter() {
  const t = useTranslations('basket')
  const { data: basket } = useBasket()
  const count = basket?.count ?? 0
  return (
    <>
      <span className="visually-hidden" data-testid="basket-count-label">
        {t('counter', { count })}
      </span>
      {count > 0 && (
        <span className={styles.counter} aria-hidden="true" data-testid="basket-count">
          {count}
        </span>
      )}
    </>
  )
}
