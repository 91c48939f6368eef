'use client'

import dynamic from 'next/dynamic'

/** The layer's code loads after the page is interactive; no page needs it before the first add. */
export const LazyAddToCartLayer = dynamic(
  () => import('./AddToCartLayerHost').then((m) => m.AddToCartLayerHost),
  {
    ssr: false,
  },
)
