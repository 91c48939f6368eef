import 'client-only'
/**
 * The shopper's personalisation per product, chosen in the product customise dialog (spec 02 §2) and
 * read by the add-to-cart flow. It lives in the tab only: a reload asks again.
 *
 * How the add-to-cart flow (components/product/ProductBuyBox.tsx, components/basket/AddToCartButton.tsx)
 * reads it:
 * - `getProductCustomisation(productId)` outside React, `useProductCustomisation(productId)` inside;
 *   undefined means the shopper has not decided yet: open the dialog (`productCustomiseModal`) first.
 * - `customTextOf(customisation)` gives the basket item's `customData.customText` ({ text1 … textN });
 *   no customisation is sent as text1 'ohne' (spec 02 §4).
 */
import { create } from 'zustand'
import { isNoCustomisation, NO_CUSTOMISATION } from '@/lib/catalog/rules/view/personalisation'

export type ProductCustomisation = { kind: 'text'; lines: string[] } | { kind: 'none' }

interface CustomisationStore {
  byProduct: Record<number, ProductCustomisation>
  set: (productId: number, customisation: ProductCustomisation) => void
  clear: (productId: number) => void
}

export const useCustomisationStore = create<CustomisationStore>()((set) => ({
  byProduct: {},
  set: (productId, customisation) =>
    set((s) => ({ byProduct: { ...s.byProduct, [productId]: customisation } })),
  clear: (productId) =>
    set((s) => ({
      byProduct: Object.fromEntries(Object.entries(s.byProduct).filter(([id]) => Number(id) !== productId)),
    })),
}))

export function useProductCustomisation(productId: number): ProductCustomisation | undefined {
  return useCustomisationStore((s) => s.byProduct[productId])
}

export function getProductCustomisation(productId: number): ProductCustomisation | undefined {
  return useCustomisationStore.getState().byProduct[productId]
}

/**
 * The form's answer as a customisation: the 'none' choice, or text lines that are all empty or 'ohne',
 * mean no customisation (spec 02 §4); trailing empty lines are dropped.
 */
export function customisationFromForm(form: {
  choice: 'text' | 'none'
  lines: string[]
}): ProductCustomisation {
  const lines = form.lines.map((l) => l.trim())
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop()
  if (form.choice === 'none' || lines.length === 0 || lines.every(isNoCustomisation)) return { kind: 'none' }
  return { kind: 'text', lines }
}

/** The basket item's customData.customText (spec 02 §3): text1 … textN, or text1 'ohne' for none. */
export function customTextOf(customisation: ProductCustomisation): Record<`text${number}`, string> {
  if (customisation.kind === 'none') return { text1: NO_CUSTOMISATION }
  return Object.fromEntries(customisation.lines.map((line, i) => [`text${i + 1}`, line]))
}
