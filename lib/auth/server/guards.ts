import 'server-only'

/** The login checks of account and checkout pages (spec 01 §6), run by the pages themselves. */
import { redirect } from 'next/navigation'
import type { Language, Market } from '@/lib/config'
import { checkoutBasket } from '@/lib/checkout/server/basket-check'
import { getPathname } from '@/lib/i18n/navigation'
import { REDIRECT_NOTICE_PARAM } from '@/lib/routing/rules/redirect-notice'
import { getVisitorSession } from '@/lib/session/server'
import { safeReturnPath } from '../rules/return-path'

type Href = Parameters<typeof getPathname>[0]['href']
const slashed = (path: string) => (path.endsWith('/') ? path : `${path}/`)

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

/**
 * Checkout login check (spec 01 §6, issue 11 item 1): a non-empty, clean basket (else the basket page
 * with a notice saying why: a visitor without a basket never sees the checkout), and logged in or
 * chose guest checkout on this session (else the checkout login).
 */
export async function requireCheckoutLogin(market: Market, language: Language) {
  const session = await getVisitorSession()
  const basket = await checkoutBasket(session, market, language)
  if (!basket.ok) {
    const basketPage = slashed(getPathname({ locale: language, href: '/basket' }))
    redirect(`${basketPage}?${REDIRECT_NOTICE_PARAM}=${basket.notice}`)
  }
  if (session?.loggedIn || session?.checkoutGuest) return { session, ...basket }
  redirect(slashed(getPathname({ locale: language, href: '/checkout/login' })))
}
