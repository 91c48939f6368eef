'use client'

/**
 * What follows a successful login, register or guest answer (spec 02 §3, §4): the stored id follows the
 * server's (a 64-character account id replaces the guest id), the user, basket and wishlist queries
 * load the account's data (the server merged the guest's lists into it), a toast confirms, and the
 * shopper goes on to the safe return address. The auth event is pushed to the data layer (spec 02 §7).
 */
import { useCallback } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from 'next/navigation'
import type { ClientUser } from '@/lib/user/client/api'
import { syncStoredUserId } from '@/lib/user/client/stored-id'
import { notify } from '@/lib/ui/client/toast'
import { useShop } from '@/components/app-shell/ShopContext'
import { userQuery } from '@/components/session/useUser'
import { pushEvent } from '@/lib/tracking/client/data-layer'
import { authEvent, type AuthAction, type AuthPlace } from '@/lib/tracking/rules/auth'

export interface AfterSignIn {
  /** A shop path (already localised and checked by safeReturnPath). */
  next: string
  /** An already translated success text; no toast without one. */
  toast?: string
  /** What happened, for the auth event of spec 02 §7 (frontend_auth_login / _register / _guest). */
  auth: { action: AuthAction; place: AuthPlace }
}

export function useAfterSignIn() {
  const client = useQueryClient()
  const router = useRouter()
  const { language } = useShop()
  return useCallback(
    (user: ClientUser, { next, toast, auth }: AfterSignIn) => {
      const tracked = authEvent(auth.action, user.id, auth.place)
      pushEvent(tracked.event, tracked.payload)
      try {
        syncStoredUserId(window.localStorage, user.id)
      } catch {
        // Storage can be unavailable (private mode); the session cookie still carries the login.
      }
      client.setQueryData(userQuery(language).queryKey, user)
      // Their keys name the user id, so the account's lists load anew; the guest's are stale now too.
      void client.invalidateQueries({ queryKey: ['basket'] })
      void client.invalidateQueries({ queryKey: ['wishlist'] })
      if (toast) notify('success', toast)
      // Replace: Back should not lead to the login form of a shopper who is now logged in.
      router.replace(next)
    },
    [client, router, language],
  )
}
