'use client'

/** The add-to-cart layer's code loads after the page is interactive; no page needs it before an add. */
import dynamic from 'next/dynamic'

export const LazyAddToCartLayer = dynamic(
  () => import('./AddToCartLayerHost').then((m) => m.AddToCartLayerHost),
  {
    ssr: false,
  },
)
