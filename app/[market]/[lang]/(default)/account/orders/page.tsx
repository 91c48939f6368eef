/**
 * Order list (spec 01 §2 /de/konto/bestellungen/, /fr/compte/commandes/; issue 11 item 8), behind the
 * login check (spec 01 §6): the customer's orders ten a page (`?page=`), newest first.
 */
import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { accountScreenMetadata } from '@/components/profile/AccountScreen'
import { OrderList } from '@/components/orders/OrderList'
import { OrderScreen } from '@/components/orders/OrderScreen'
import { requireAccountPage } from '@/lib/account/server/page'
import { getPathname } from '@/lib/i18n/navigation'
import { orderListQuery } from '@/lib/orders/rules/schemas'
import { loadCustomerOrders } from '@/lib/orders/server/account-orders'
import { pageContext, type MarketLangParams } from '@/lib/routing/server/page-params'

type SearchParams = Promise<Record<string, string | string[] | undefined>>

export async function generateMetadata({ params }: { params: MarketLangParams }): Promise<Metadata> {
  const { language } = await pageContext(params)
  return accountScreenMetadata(language, 'orders')
}

export default async function OrdersPage({
  params,
  searchParams,
}: {
  params: MarketLangParams
  searchParams: SearchParams
}) {
  const { market, language } = await pageContext(params)
  const { customer } = await requireAccountPage(language, '/account/orders')
  const query = orderListQuery.safeParse({ page: (await searchParams).page })
  const page = query.success ? query.data.page : 1
  const list = await loadCustomerOrders(customer.id, page)
  // Past the last page (an old link after orders went away): the last page there is.
  if (list.orders.length === 0 && list.pages > 0) {
    const path = getPathname({ locale: language, href: '/account/orders' })
    redirect(`${path}?page=${list.pages}`)
  }
  return (
    <OrderScreen language={language} screen="orders" back={{ to: 'account' }}>
      <OrderList list={list} market={market} language={language} />
    </OrderScreen>
  )
}
