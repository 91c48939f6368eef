import 'server-only'

/**
 * The login check of the account screens (spec 01 §6) with the customer behind the session: pages get
 * the customer row to show, or the visitor goes to the login page and comes back after login.
 */
import { redirect } from 'next/navigation'
import type { Language } from '@/lib/config'
import { requireLogin } from '@/lib/auth/server/guards'
import { getPathname } from '@/lib/i18n/navigation'
import type { VisitorSession } from '@/lib/session/rules/identity'
import { customerOf } from './current'
import type { CustomerRow } from './customers'

type Href = Parameters<typeof requireLogin>[1]

export async function requireAccountPage(
  language: Language,
  here: Href,
): Promise<{ session: VisitorSession; customer: CustomerRow }> {
  const session = await requireLogin(language, here)
  const customer = await customerOf(session)
  // Logged in to an account that no longer exists (deleted on another device): a login is all that helps.
  if (!customer) redirect(getPathname({ locale: language, href: '/login' }))
  return { session, customer }
}
