import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import { Screen, screenTitle } from '@/components/layout/Screen'
import { WishlistView } from '@/components/wishlist/WishlistView'
import { clientMessages } from '@/lib/i18n/messages'
import { pageContext, type MarketLangParams } from '@/lib/routing/server/page-params'

// One page for every shopper: the visitor's wishlist is read in the browser (components/wishlist).
export const revalidate = 300

export async function generateMetadata({ params }: { params: MarketLangParams }): Promise<Metadata> {
  const { language } = await pageContext(params)
  return { title: await screenTitle(language, 'wishlist'), robots: { index: false, follow: true } }
}

/** The wishlist (spec 01 §2 /de/wunschliste/, /fr/favoris/; issue 5 §6); 404 without hasWishlist. */
export default async function WishlistPage({ params }: { params: MarketLangParams }) {
  const { market, language } = await pageContext(params)
  if (!market.options.hasWishlist) notFound()
  const messages = await getMessages()
  return (
    <Screen language={language} screen="wishlist" pending={false}>
      <NextIntlClientProvider messages={clientMessages(messages, ['wishlistPage', 'catalog'])}>
        <WishlistView />
      </NextIntlClientProvider>
    </Screen>
  )
}
