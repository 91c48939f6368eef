import type { Metadata } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import { Screen, screenTitle } from '@/components/layout/Screen'
import { BasketView } from '@/components/basket/BasketView'
import { RecommendationSlots } from '@/components/recommendations/RecommendationSlots'
import { loadShippingConfig } from '@/lib/basket/server/shipping-config'
import { clientMessages } from '@/lib/i18n/messages'
import { pageContext, type MarketLangParams } from '@/lib/routing/server/page-params'

// One page for every shopper: the visitor's basket is read in the browser (components/basket/BasketView).
export const revalidate = 300

export async function generateMetadata({ params }: { params: MarketLangParams }): Promise<Metadata> {
  const { language } = await pageContext(params)
  return { title: await screenTitle(language, 'basket'), robots: { index: false, follow: true } }
}

/** The basket (spec 01 §2 /de/warenkorb/, /fr/panier/; issue 5 §5). */
export default async function BasketPage({ params }: { params: MarketLangParams }) {
  const { market, language } = await pageContext(params)
  const [messages, shippingConfig] = await Promise.all([
    getMessages(),
    loadShippingConfig(market.code, language),
  ])
  // The recommendation slider's cards and slider read these namespaces.
  const sliderTexts = { blocks: { slider: (messages.blocks as Record<string, unknown> | undefined)?.slider } }
  return (
    <Screen language={language} screen="basket" pending={false}>
      <NextIntlClientProvider
        messages={{
          ...clientMessages(messages, ['basketPage', 'catalog', 'listing', 'stores']),
          ...sliderTexts,
        }}
      >
        <BasketView
          shippingConfig={shippingConfig}
          recommendations={<RecommendationSlots slots={['basket']} />}
        />
      </NextIntlClientProvider>
    </Screen>
  )
}
