import 'client-only'
/**
 * The hook point of `action=addToCart` on the product page (spec 01 §2; spec 02 §4: a card sends a
 * product with several variants, or a personalised one, to its page with that query).
 *
 * The product page reads the query once, drops it from the address (a reload must not add again),
 * records the request here and first opens the dialog the shopper still has to answer
 * (`addToCartPrerequisite`). The add itself is the product page's add button
 * (components/basket/AddToCartButton.tsx): it watches `useAddToCartRequest(productId)`, takes the request
 * with `takeAddToCartRequest(productId)` once nothing is left to answer, and adds the current variant
 * (query `variant`) with the customisation of lib/ui/client/product-customisation.ts.
 */
import { create } from 'zustand'
import type { DialogKind } from '../rules/dialog-kinds'

export const ADD_TO_CART_ACTION = 'addToCart'

export function isAddToCartAction(action: string | null | undefined): boolean {
  return action === ADD_TO_CART_ACTION
}

export interface AddToCartFacts {
  /** The product takes an engraving text and the shopper has not decided on it yet. */
  customisationMissing: boolean
  /** The variants are chosen in the attribute picker and the address names no variant. */
  variantUnchosen: boolean
}

/** Which dialog must be answered before the add: the engraving first, then the variant; else none. */
export function addToCartPrerequisite(facts: AddToCartFacts): DialogKind | null {
  if (facts.customisationMissing) return 'productCustomiseModal'
  if (facts.variantUnchosen) return 'productAttributePicker'
  return null
}

interface AddToCartRequestStore {
  /** Product whose page was opened with action=addToCart and whose add has not been taken yet. */
  productId: number | null
  request: (productId: number) => void
  take: (productId: number) => boolean
}

export const useAddToCartRequestStore = create<AddToCartRequestStore>()((set, get) => ({
  productId: null,
  request: (productId) => set({ productId }),
  take: (productId) => {
    if (get().productId !== productId) return false
    set({ productId: null })
    return true
  },
}))

export function useAddToCartRequest(productId: number): boolean {
  return useAddToCartRequestStore((s) => s.productId === productId)
}

/** True once for a pending request of this product; the request is then gone. */
export function takeAddToCartRequest(productId: number): boolean {
  return useAddToCartRequestStore.getState().take(productId)
}
