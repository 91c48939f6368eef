/**
 * The wishlist (spec 01 §2 /de/wunschliste/, /fr/favoris/); 404 in markets without the shop option
 * hasWishlist (spec 02 §6).
 */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Screen, screenTitle } from '@/components/layout/Screen'
import { WishlistMessages } from '@/components/wishlist/WishlistMessages'
import { WishlistView } from '@/components/wishlist/WishlistView'
import { pageContext, type MarketLangParams } from '@/lib/routing/server/page-params'

// One page for every shopper: the visitor's wishlist is read in the browser (components/wishlist).
export const revalidate = 300

export async function generateMetadata({ params }: { params: MarketLangParams }): Promise<Metadata> {
  const { language } = await pageContext(params)
  return { title: await screenTitle(language, 'wishlist'), robots: { index: false, follow: true } }
}

export default async function WishlistPage({ params }: { params: MarketLangParams }) {
  const { market, language } = await pageContext(params)
  if (!market.options.hasWishlist) notFound()
  return (
    <Screen language={language} screen="wishlist">
      <WishlistMessages>
        <WishlistView />
      </WishlistMessages>
    </Screen>
  )
}
