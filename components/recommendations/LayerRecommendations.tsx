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
const json = (module: { default: unknown }) => module.default as Messages

// The root layout sends only the shared namespaces; the layer's slider fetches its texts with its code:
// the ones RecommendationMessages declares, spelled out because the bundler needs each file's path.
const loaders: Record<Language, () => Promise<Messages>> = {
  de: async () => {
    const [catalog, recommendations, blocks] = await Promise.all([
      import('@/messages/de/catalog.json').then(json),
      import('@/messages/de/recommendations.json').then(json),
      import('@/messages/de/blocks.json').then(json),
    ])
    return { catalog, recommendations, blocks: { slider: blocks.slider } }
  },
  fr: async () => {
    const [catalog, recommendations, blocks] = await Promise.all([
      import('@/messages/fr/catalog.json').then(json),
      import('@/messages/fr/recommendations.json').then(json),
      import('@/messages/fr/blocks.json').then(json),
    ])
    return { catalog, recommendations, blocks: { slider: blocks.slider } }
  },
  nl: async () => {
    const [catalog, recommendations, blocks] = await Promise.all([
      import('@/messages/nl/catalog.json').then(json),
      import('@/messages/nl/recommendations.json').then(json),
      import('@/messages/nl/blocks.json').then(json),
    ])
    return { catalog, recommendations, blocks: { slider: blocks.slider } }
  },
}

export function LayerRecommendations({ productId }: { productId: number }) {
  const locale = useLocale() as Language
  const timeZone = useTimeZone()
  const shared = useMessages()
  const { data: own, isError } = useQuery({
    queryKey: ['messages', 'recommendation-layer', locale],
    queryFn: () => loaders[locale](),
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
