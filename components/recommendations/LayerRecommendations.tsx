'use client'

/**
 * The add_to_cart_layer slot inside the add-to-cart layer (spec 02 §2, §9: 2.5 slides at 768 and 1024,
 * spacing 16) for the product just added. Its texts come with it; until they are there its box keeps
 * the slider's height, and a failure leaves the layer without a slider.
 */
import { useQuery } from '@tanstack/react-query'
import { NextIntlClientProvider, useLocale, useMessages, useTimeZone } from 'next-intl'
import type { Language } from '@/lib/config/markets'
import { RecommendationSlider } from './RecommendationSlider'
import styles from './recommendations.module.css'

type Messages = Record<string, unknown>
type JsonModule = { default: unknown }

// The root layout sends only the shared namespaces; the layer's slider fetches its texts with its code:
// the ones RecommendationMessages declares, each language's files spelled out because the bundler needs
// each path.
function pickDeclared(files: [JsonModule, JsonModule, JsonModule, JsonModule]): Messages {
  const [catalog, recommendations, blocks, listing] = files.map((file) => file.default as Messages)
  return {
    catalog,
    recommendations,
    blocks: { slider: blocks?.slider },
    listing: { card: listing?.card },
  }
}

/** Per language, the texts RecommendationMessages declares (exported for the test that keeps them equal). */
export const LAYER_MESSAGE_LOADERS: Record<Language, () => Promise<Messages>> = {
  de: () =>
    Promise.all([
      import('@/messages/de/catalog.json'),
      import('@/messages/de/recommendations.json'),
      import('@/messages/de/blocks.json'),
      import('@/messages/de/listing.json'),
    ]).then(pickDeclared),
  fr: () =>
    Promise.all([
      import('@/messages/fr/catalog.json'),
      import('@/messages/fr/recommendations.json'),
      import('@/messages/fr/blocks.json'),
      import('@/messages/fr/listing.json'),
    ]).then(pickDeclared),
  nl: () =>
    Promise.all([
      import('@/messages/nl/catalog.json'),
      import('@/messages/nl/recommendations.json'),
      import('@/messages/nl/blocks.json'),
      import('@/messages/nl/listing.json'),
    ]).then(pickDeclared),
}

export function LayerRecommendations({ productId }: { productId: number }) {
  const locale = useLocale() as Language
  const timeZone = useTimeZone()
  const shared = useMessages()
  const { data: own, isError } = useQuery({
    queryKey: ['messages', 'recommendation-layer', locale],
    queryFn: () => LAYER_MESSAGE_LOADERS[locale](),
    staleTime: Infinity,
    retry: false,
  })
  if (isError) return null
  if (!own)
    return (
      <div className={`${styles.recommendations} ${styles.layer}`} aria-hidden="true">
        <div className={styles.reserve} />
      </div>
    )
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={{ ...shared, ...own }}>
      <RecommendationSlider slot="add_to_cart_layer" itemId={productId} layout="layer" headingLevel={3} />
    </NextIntlClientProvider>
  )
}
