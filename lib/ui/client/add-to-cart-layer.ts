import 'client-only'
/**
 * The add-to-cart layer of spec 02 §2 and §4: hidden, then visible with type success or error after an
 * add; 'go on shopping' and 'go to basket' hide it again. It names what was (or was not) added.
 */
import { create } from 'zustand'

export type AddToCartLayerType = 'success' | 'error'

export interface AddedProduct {
  productId: number
  name: string
  /** The chosen variant in words (colour, size …); the article number when the variants have no label. */
  variantLabel: string
  quantity: number
  imageSrc: string | null
}

export type AddToCartLayerState =
  | { visible: false }
  | { visible: true; type: AddToCartLayerType; product: AddedProduct; fromWishlist: boolean }

interface AddToCartLayerStore {
  layer: AddToCartLayerState
  show: (type: AddToCartLayerType, product: AddedProduct, fromWishlist?: boolean) => void
  hide: () => void
}

export const useAddToCartLayerStore = create<AddToCartLayerStore>()((set) => ({
  layer: { visible: false },
  show: (type, product, fromWishlist = false) =>
    set({ layer: { visible: true, type, product, fromWishlist } }),
  hide: () => set({ layer: { visible: false } }),
}))

/** The dialog kind the layer opens as (both are centred modals in the registry). */
export function layerDialogKind(fromWishlist: boolean) {
  return fromWishlist ? ('addToCartLayerFromWishlist' as const) : ('addToCartLayer' as const)
}
