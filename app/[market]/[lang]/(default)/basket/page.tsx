/**
 * The basket (spec 01 §2 /de/warenkorb/, /fr/panier/): the visitor's basket, read in the browser, with
 * the market's shipping configuration and the basket's recommendation slot.
 */
import type { Metadata } from 'next'
import { Screen, screenTitle } from '@/components/layout/Screen'
import { BasketHintScript } from '@/components/basket/BasketHintScript'
import { BasketMessages } from '@/components/basket/BasketMessages'
import { BasketView } from '@/components/basket/BasketView'
import { RecommendationSlots } from '@/components/recommendations/RecommendationSlots'
import { loadShippingConfig } from '@/lib/basket/server/shipping-config'
import { pageContext, type MarketLangParams } from '@/lib/routing/server/page-params'

// One page for every shopper: the visitor's basket is read in the browser (components/basket/BasketView).
export const revalidate = 300

export async function generateMetadata({ params }: { params: MarketLangParams }): Promise<Metadata> {
  const { language } = await pageContext(params)
  return { title: await screenTitle(language, 'basket'), robots: { index: false, follow: true } }
}

export default async function BasketPage({ params }: { params: MarketLangParams }) {
  const { market, language } = await pageContext(params)
  const shippingConfig = await loadShippingConfig(market.code, language)
  return (
    <Screen language={language} screen="basket">
      <BasketHintScript />
      <BasketMessages>
        <BasketView
          shippingConfig={shippingConfig}
          recommendations={<RecommendationSlots slots={['basket']} />}
        />
      </BasketMessages>
    </Screen>
  )
}
