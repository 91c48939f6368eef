'use client'

/**
 * Basket news the shopper hears on any page, once:
 * - spec 02 §2 "Voucher parameter": the proxy has stored `?voucher=CODE` as the voucher cookie, by a
 *   private redirect to the address without it, and left a short notice cookie with the code (issue 13
 *   item 7); this says 'gift code activated' and deletes the notice, so it is said once. Done here, not
 *   by the page, so every page stays shared.
 * - spec 02 §4 clean-up: the products the server just removed from the basket because they can no
 *   longer be bought, whichever page read the basket first (the header counter reads it everywhere).
 */
import { useEffect } from 'react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import { usePathname } from 'next/navigation'
import type { Basket } from '@/lib/basket/rules/types'
import { VOUCHER_NOTICE_CLEAR, voucherNoticeFromCookies } from '@/lib/basket/rules/voucher'
import { notify } from '@/lib/ui/client/toast'

export function BasketNotices() {
  useVoucherToast()
  useRemovedItemsToast()
  return null
}

function useVoucherToast() {
  const t = useTranslations('basket')
  const pathname = usePathname()
  useEffect(() => {
    const code = voucherNoticeFromCookies(document.cookie)
    if (!code) return
    document.cookie = VOUCHER_NOTICE_CLEAR
    notify('success', t('voucherActivated', { code }))
  }, [pathname, t])
}

/** Removed items already announced in this tab: the same answer reaches the cache more than once. */
const announced = new Set<string>()

function removedItemsOf(client: QueryClient): Basket['removedItems'] {
  return client
    .getQueryCache()
    .findAll({ queryKey: ['basket'] })
    .flatMap((query) => (query.state.data as Basket | undefined)?.removedItems ?? [])
}

function useRemovedItemsToast() {
  const t = useTranslations('basket')
  const client = useQueryClient()
  useEffect(() => {
    const announce = () => {
      const fresh = removedItemsOf(client).filter((item) => !announced.has(item.key))
      if (fresh.length === 0) return
      fresh.forEach((item) => announced.add(item.key))
      const names = fresh.map((item) => item.name ?? t('removedUnknown')).join(', ')
      notify('info', t('removedItems', { count: fresh.length, names }))
    }
    // This component loads after the page: a basket read before it must still be told.
    announce()
    return client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.query.queryKey[0] === 'basket') announce()
    })
  }, [client, t])
}
