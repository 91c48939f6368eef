/**
 * Thank-you page (spec 01 §2 /de/danke/, /fr/merci/; issue 11 item 7): the order this visitor session
 * just placed, shown to that session only; without one the visitor goes to the home page. Personal, so
 * rendered per request, never cached, never indexed.
 */
import type { Metadata } from 'next'
import { ThankYou } from '@/components/checkout/thank-you/ThankYou'
import { Screen, screenTitle } from '@/components/layout/Screen'
import { TrackEvent } from '@/components/tracking/TrackEvent'
import { PURCHASE_EVENT } from '@/lib/checkout/rules/purchase-tracking'
import { thankYouData } from '@/lib/checkout/server/thank-you-page'
import { pageContext, type MarketLangParams } from '@/lib/routing/server/page-params'

export const dynamic = 'force-dynamic'

type Props = {
  params: MarketLangParams
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { language } = await pageContext(params)
  return { title: await screenTitle(language, 'thankYou'), robots: { index: false, follow: false } }
}

export default async function ThankYouPage({ params, searchParams }: Props) {
  const { language } = await pageContext(params)
  const { order } = await searchParams
  const data = await thankYouData(language, order)
  return (
    <Screen language={language} screen="thankYou">
      <ThankYou order={data.order} offerAccount={data.offerAccount} language={language} />
      <TrackEvent
        event={PURCHASE_EVENT}
        ecommerce
        payload={data.purchase}
        once={`purchase:${data.order.orderNumber}`}
      />
    </Screen>
  )
}
