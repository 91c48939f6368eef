import 'server-only'

/** The login checks of account and checkout pages (spec 01 §6), run by the pages themselves. */
import { redirect } from 'next/navigation'
import type { Language } from '@/lib/config'
import { getPathname } from '@/lib/i18n/navigation'
import { getVisitorSession } from '@/lib/session/server'
import { safeReturnPath } from '../rules/return-path'

type Href = Parameters<typeof getPathname>[0]['href']

/**
 * Login check of the account pages (spec 01 §6). Pages call it themselves: the proxy is never the only
 * guard. A visitor who is not logged in goes to the login page with the way back.
 */
export async function requireLogin(language: Language, here: Href) {
  const session = await getVisitorSession()
  if (session?.loggedIn) return session
  const returnTo = safeReturnPath(getPathname({ locale: language, href: here }))
  redirect(`${getPathname({ locale: language, href: '/login' })}?returnTo=${encodeURIComponent(returnTo)}`)
}

/** Checkout login check (spec 01 §6): logged in, or chose guest checkout; otherwise the checkout login. */
export async function requireCheckoutLogin(language: Language) {
  const session = await getVisitorSession()
  if (session?.loggedIn || session?.checkoutGuest) return session
  redirect(getPathname({ locale: language, href: '/checkout/login' }))
}
