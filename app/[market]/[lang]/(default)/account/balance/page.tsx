/**
 * Balance (spec 01 §2 /de/konto/balance/, /fr/compte/balance/), behind the login check (spec 01 §6):
 * the customer's balance and its entries (issue 10 item 7). Only in markets with the shop option
 * accountBalance (spec 02 §3); elsewhere the page does not exist (404), logged in or not.
 */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { BalanceView } from '@/components/account/balance/BalanceView'
import { Screen, screenTitle } from '@/components/layout/Screen'
import { customerBalance } from '@/lib/account/server/balance'
import { requireAccountCustomer } from '@/lib/account/server/page-customer'
import { pageContext, type MarketLangParams } from '@/lib/routing/server/page-params'

export async function generateMetadata({ params }: { params: MarketLangParams }): Promise<Metadata> {
  const { language } = await pageContext(params)
  return { title: await screenTitle(language, 'balance'), robots: { index: false } }
}

export default async function BalancePage({ params }: { params: MarketLangParams }) {
  const { market, language } = await pageContext(params)
  if (!market.options.accountBalance) notFound()
  const customer = await requireAccountCustomer(language, '/account/balance')
  const balance = await customerBalance(customer.id, market.currency)
  return (
    <Screen language={language} screen="balance">
      <BalanceView language={language} market={market} balance={balance} />
    </Screen>
  )
}
