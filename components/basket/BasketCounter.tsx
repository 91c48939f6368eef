'use client'

/**
 * Pieces in the basket beside the header's basket link, updated at once with every change. The shared,
 * cached page renders without it; the count arrives with the visitor's basket.
 */
import { useEffect } from 'react'
import { useTranslations } from 'next-intl'
import { HeaderCount } from '@/components/layout/HeaderCount'
import { rememberBasketLines } from '@/lib/basket/client/loading-hint'
import { useBasket } from './useBasket'

export function BasketCounter() {
  const t = useTranslations('basket')
  const { data: basket } = useBasket()
  const count = basket?.count ?? 0
  const lines = basket?.items.length
  // For the basket page's placeholder on this device's next visit (lib/basket/rules/loading-hint.ts).
  useEffect(() => {
    if (lines !== undefined) rememberBasketLines(lines)
  }, [lines])
  return <HeaderCount count={count} label={t('counter', { count })} testId="basket-count" />
}
