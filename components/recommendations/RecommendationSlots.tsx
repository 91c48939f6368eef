import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { RecommendationSlotId } from '@/lib/config/recommendations'
import { clientMessages } from '@/lib/i18n/messages'
import { RecommendationSlider } from './RecommendationSlider'

/** The texts a recommendation slider reads in the browser: its own, the cards', the slider's. */
export function recommendationMessages(messages: Record<string, unknown>) {
  const blocks = messages.blocks as Record<string, unknown> | undefined
  return {
    ...clientMessages(messages, ['catalog', 'recommendations']),
    blocks: { slider: blocks?.slider },
  }
}

/**
 * Recommendation slots for a server-rendered page (product page, listings, search): only their texts
 * travel to the browser; the products are asked for there (RecommendationSlider), so the page stays
 * shared and static.
 */
export async function RecommendationSlots({
  slots,
  itemId,
}: {
  slots: readonly RecommendationSlotId[]
  itemId?: number
}) {
  const messages = await getMessages()
  return (
    <NextIntlClientProvider messages={recommendationMessages(messages)}>
      {slots.map((slot) => (
        <RecommendationSlider key={slot} slot={slot} itemId={itemId} />
      ))}
    </NextIntlClientProvider>
  )
}
