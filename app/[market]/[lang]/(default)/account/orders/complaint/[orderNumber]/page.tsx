/**
 * Order complaint (spec 01 §2 /de/konto/bestellung/reklamation/{orderNumber}/; issue 11 item 8), behind
 * the login check (spec 01 §6): the order's items, a reason and a text. Another customer's order is not
 * found.
 */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ComplaintForm } from '@/components/orders/ComplaintForm'
import { OrderMessages } from '@/components/orders/OrderMessages'
import { OrderScreen } from '@/components/orders/OrderScreen'
import { screenTitle } from '@/components/layout/Screen'
import { requireAccountPage } from '@/lib/account/server/page'
import { articleNumber } from '@/lib/catalog/rules/article-number'
import { loadCustomerOrderDetail } from '@/lib/orders/server/account-orders'
import { pageContext } from '@/lib/routing/server/page-params'

type Params = Promise<{ market: string; lang: string; orderNumber: string }>

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const [{ language }, { orderNumber }] = await Promise.all([pageContext(params), params])
  return { title: await screenTitle(language, 'complaint', { orderNumber }), robots: { index: false } }
}

export default async function OrderComplaintPage({ params }: { params: Params }) {
  const [{ language }, { orderNumber }] = await Promise.all([pageContext(params), params])
  const { customer } = await requireAccountPage(language, {
    pathname: '/account/orders/complaint/[orderNumber]',
    params: { orderNumber },
  })
  const detail = await loadCustomerOrderDetail(customer.id, orderNumber, false)
  if (!detail) notFound()
  const lines = detail.order.lines.map((line, index) => ({
    lineId: detail.lines[index]!.lineId,
    name: line.name,
    articleNumber: articleNumber(line.referenceKey),
    quantity: line.quantity,
  }))
  return (
    <OrderScreen
      language={language}
      screen="complaint"
      values={{ orderNumber }}
      back={{ to: 'order', orderNumber }}
    >
      <OrderMessages locale={language}>
        <ComplaintForm orderNumber={orderNumber} lines={lines} />
      </OrderMessages>
    </OrderScreen>
  )
}
