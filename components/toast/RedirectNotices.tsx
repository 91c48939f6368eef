'use client'

/**
 * The notice a redirect asked for (`?redirect=…`, lib/routing/rules/redirect-notice.ts), shown once as a
 * toast on whichever page it lands: the parameter then leaves the address, so a reload or a shared link
 * does not repeat it. Done in the browser, so the pages stay shared and static.
 */
import { useEffect } from 'react'
import { useTranslations } from 'next-intl'
import { usePathname } from 'next/navigation'
import {
  REDIRECT_NOTICES,
  redirectNoticeFromSearch,
  searchWithoutRedirectNotice,
} from '@/lib/routing/rules/redirect-notice'
import { notify } from '@/lib/ui/client/toast'

export function RedirectNotices() {
  const t = useTranslations('common.redirectNotices')
  const pathname = usePathname()
  useEffect(() => {
    const { search, hash, pathname: path } = window.location
    const notice = redirectNoticeFromSearch(search)
    if (!notice) return
    window.history.replaceState(
      window.history.state,
      '',
      `${path}${searchWithoutRedirectNotice(search)}${hash}`,
    )
    const { type, message } = REDIRECT_NOTICES[notice]
    notify(type, t(message))
  }, [pathname, t])
  return null
}
