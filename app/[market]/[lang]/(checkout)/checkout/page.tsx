/**
 * Checkout (spec 01 §2 /de/kasse/, /fr/espèces/; issue 11 item 2), behind the checkout login check
 * (spec 01 §6: a clean basket, and a customer or a guest of this session): the checkout's island with
 * the server's first summary. Personal, so never cached and never indexed.
 */
import { TrackEvent } from '@/components/tracking/TrackEvent'
import { BEGIN_CHECKOUT_EVENT, beginCheckoutPayload } from '@/lib/checkout/rules/begin-checkout-tracking'
import type { Metadata } from 'next'
import { CheckoutForm } from '@/components/checkout/CheckoutForm'
import { CheckoutMessages } from '@/components/checkout/CheckoutMessages'
import { WideScreen } from '@/components/checkout/WideScreen'
import { Screen, screenTitle } from '@/components/layout/Screen'
import { LEGAL_PATHS } from '@/lib/checkout/rules/legal-links'
import { checkoutPageData } from '@/lib/checkout/server/checkout-page'
import { pageContext, type MarketLangParams } from '@/lib/routing/server/page-params'

export const dynamic = 'force-dynamic'

type Props = {
  params: MarketLangParams
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { language } = await pageContext(params)
  return { title: await screenTitle(language, 'checkout'), robots: { index: false, follow: false } }
}

export default async function CheckoutPage({ params, searchParams }: Props) {
  const { market, language } = await pageContext(params)
  const data = await checkoutPageData(market, language)
  const { payment } = await searchParams
  return (
    <WideScreen>
      <Screen language={language} screen="checkout">
        <CheckoutMessages>
          <CheckoutForm
            basketKey={data.basketKey}
            countries={data.countries}
            addresses={data.addresses}
            person={data.person}
            contact={data.contact}
            initialSummary={data.summary}
            initialCodes={data.summary.voucher && data.voucherCode ? { voucherCode: data.voucherCode } : {}}
            voucherInput={data.voucherCode ?? ''}
            paymentFailed={payment === 'failed'}
            legal={LEGAL_PATHS[language]}
          />
        </CheckoutMessages>
        <TrackEvent event={BEGIN_CHECKOUT_EVENT} ecommerce payload={beginCheckoutPayload(data.summary)} />
      </Screen>
    </WideScreen>
  )
}
