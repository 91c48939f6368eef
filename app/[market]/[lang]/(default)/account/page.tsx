/**
 * Account home (spec 01 §2 /de/konto/, /fr/compte/), behind the login check (spec 01 §6): the greeting
 * with the customer number and the way to every account screen of the market (issue 10 item 7).
 */
import type { Metadata } from 'next'
import { AccountHome } from '@/components/account/home/AccountHome'
import { Screen, screenTitle } from '@/components/layout/Screen'
import { requireAccountCustomer } from '@/lib/account/server/page-customer'
import { pageContext, type MarketLangParams } from '@/lib/routing/server/page-params'

export async function generateMetadata({ params }: { params: MarketLangParams }): Promise<Metadata> {
  const { language } = await pageContext(params)
  return { title: await screenTitle(language, 'account'), robots: { index: false } }
}

export default async function AccountPage({ params }: { params: MarketLangParams }) {
  const { market, language } = await pageContext(params)
  const customer = await requireAccountCustomer(language, '/account')
  return (
    <Screen language={language} screen="account">
      <AccountHome language={language} market={market} customer={customer} />
    </Screen>
  )
}
