'use client'

/**
 * A message key of the order's refusals (lib/orders/rules/messages.ts) as the shopper reads it. Keys whose
 * text wants values the answer does not carry (a date, an amount, a product) read in their general form;
 * an unknown key reads as the general failure.
 */
import { useCallback } from 'react'
import { useTranslations } from 'next-intl'

const GENERAL_FORM: Record<string, string> = {
  'checkout.voucher.minimumOrder': 'checkout.voucher.minimumOrderGeneric',
  'checkout.voucher.notYetValid': 'checkout.voucher.notYetValidGeneric',
  'checkout.errors.outOfStock': 'checkout.errors.outOfStockGeneric',
}

export function useServerText() {
  const t = useTranslations()
  return useCallback(
    (key: string): string => {
      const usable = GENERAL_FORM[key] ?? key
      return t.has(usable as never) ? t(usable as never) : t('checkout.errors.generic')
    },
    [t],
  )
}
