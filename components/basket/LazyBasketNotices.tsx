'use client'

/** The basket notices load after the page is interactive: they only react to what the visitor brings. */
import dynamic from 'next/dynamic'

export const LazyBasketNotices = dynamic(() => import('./BasketNotices').then((m) => m.BasketNotices), {
  ssr: false,
})
