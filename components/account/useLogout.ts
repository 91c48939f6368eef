'use client'

/**
 * Logout (spec 02 §4, §7): POST /api/user/auth/logout/; on status 200 the stored id is cleared, every
 * query of the customer dropped and the shopper goes home, or to `/?redirect=goodbye` after account
 * deletion. A failed logout stays on the page with an error toast (texts: AuthMessages).
 */
import { useCallback, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import { logout } from '@/lib/account/client/auth-api'
import { leavePage } from '@/lib/account/client/leave-page'
import { clearStoredUserId } from '@/lib/user/client/stored-id'
import { getPathname } from '@/lib/i18n/navigation'
import { withTrailingSlash } from '@/lib/i18n/trailing-slash'
import { notify } from '@/lib/ui/client/toast'
import { useShop } from '@/components/app-shell/ShopContext'

export interface LogoutOptions {
  /** After account deletion: home with `?redirect=goodbye` (its info toast, spec 01 §2). */
  goodbye?: boolean
}

export function useLogout() {
  const client = useQueryClient()
  const { language } = useShop()
  const t = useTranslations('account.auth.logout')
  const [pending, setPending] = useState(false)

  const run = useCallback(
    async ({ goodbye = false }: LogoutOptions = {}): Promise<boolean> => {
      setPending(true)
      if (!(await logout(language))) {
        setPending(false)
        notify('error', t('failed'))
        return false
      }
      try {
        clearStoredUserId(window.localStorage)
      } catch {
        // Nothing stored to clear.
      }
      client.clear()
      const home = withTrailingSlash(getPathname({ locale: language, href: '/' }))
      leavePage(goodbye ? `${home}?redirect=goodbye` : home)
      return true
    },
    [client, language, t],
  )

  return { logout: run, pending }
}
