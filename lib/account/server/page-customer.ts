import 'server-only'

/** The customer behind an account page (spec 01 §6 login check, run by the page itself). */
import { redirect } from 'next/navigation'
import type { Language } from '@/lib/config'
import { requireLogin } from '@/lib/auth/server/guards'
import { safeReturnPath } from '@/lib/auth/rules/return-path'
import { getPathname } from '@/lib/i18n/navigation'
import { customerOf } from './current'
import type { CustomerRow } from './customers'

type Href = Parameters<typeof requireLogin>[1]

/**
 * The logged-in customer of an account page; a visitor who is not logged in goes to the login page
 * with the way back (requireLogin). A session whose account is gone (deleted on another device) is
 * treated the same way rather than shown an empty account.
 */
export async function requireAccountCustomer(language: Language, here: Href): Promise<CustomerRow> {
  const customer = await customerOf(await requireLogin(language, here))
  if (customer) return customer
  const returnTo = safeReturnPath(getPathname({ locale: language, href: here }))
  redirect(`${getPathname({ locale: language, href: '/login' })}?returnTo=${encodeURIComponent(returnTo)}`)
}
