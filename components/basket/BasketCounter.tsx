'use client'

import { useTranslations } from 'next-intl'
import { HeaderCount } from '@/components/layout/HeaderCount'
import { useBasket } from './useBasket'

/**
 * Pieces in the basket beside the header's basket link (issue 5 §7: counters update at once). The
 * shared, cached page renders without it; the count arrives with the visitor's basket.
 */
export function BasketCounter() {
  const t = useTranslations('basket')
  const { data: basket } = useBasket()
  const count = basket?.count ?? 0
  return <HeaderCount count={count} label={t('counter', { count })} testId="basket-count" />
}
