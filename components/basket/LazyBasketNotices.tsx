'use client'

import dynamic from 'next/dynamic'

/** The notices load after the page is interactive: they only react to what the visitor brings along. */
export const LazyBasketNotices = dynamic(() => import('./BasketNotices').then((m) => m.BasketNotices), {
  ssr: false,
})
