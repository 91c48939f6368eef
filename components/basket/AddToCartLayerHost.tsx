'use client'

import { AddToCartLayer } from './AddToCartLayer'

/** The add-to-cart layer as the root app mounts it (spec 02 §2 "the add-to-cart modal"). */
export function AddToCartLayerHost() {
  return <AddToCartLayer />
}
