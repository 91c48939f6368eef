'use client'

/** The add-to-cart layer as the root app mounts it (spec 02 §2 "the add-to-cart modal"), with its slider. */
import dynamic from 'next/dynamic'
import { AddToCartLayer } from './AddToCartLayer'

// Loaded with the first successful add: the layer's slider, its cards and their texts.
const LayerRecommendations = dynamic(
  () => import('@/components/recommendations/LayerRecommendations').then((m) => m.LayerRecommendations),
  { ssr: false },
)

export function AddToCartLayerHost() {
  return <AddToCartLayer recommendations={(productId) => <LayerRecommendations productId={productId} />} />
}
