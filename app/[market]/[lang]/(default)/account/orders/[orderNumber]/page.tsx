/**
 * Order detail (spec 01 §2 /de/konto/bestellung/{orderNumber}/, /fr/compte/commandes/{orderNumber}/;
 * issue 11 item 8), behind the login check (spec 01 §6). Another customer's order, like an unknown
 * number, is not found.
 */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { OrderDetail } from '@/components/orders/OrderDetail'
import { OrderScreen } from '@/components/orders/OrderScreen'
import { screenTitle } from '@/components/layout/Screen'
import { requireAccountPage } from '@/lib/account/server/page'
import { loadCustomerOrderDetail } from '@/lib/orders/server/account-orders'
import { pageContext } from '@/lib/routing/server/page-params'

type Params = Promise<{ market: string; lang: string; orderNumber: string }>

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const [{ language }, { orderNumber }] = await Promise.all([pageContext(params), params])
  return { title: await screenTitle(language, 'order', { orderNumber }), robots: { index: false } }
}

export default async function OrderDetailPage({ params }: { params: Params }) {
  const [{ market, language }, { orderNumber }] = await Promise.all([pageContext(params), params])
  const { customer } = await requireAccountPage(language, {
    pathname: '/account/orders/[orderNumber]',
    params: { orderNumber },
  })
  const detail = await loadCustomerOrderDetail(customer.id, orderNumber, market.options.cancelOrder)
  if (!detail) notFound()
  return (
    <OrderScreen language={language} screen="order" values={{ orderNumber }} back={{ to: 'orders' }}>
      <OrderDetail detail={detail} language={language} />
    </OrderScreen>
  )
}
