import 'client-only'
/** Which product page panels are open (spec 01 §4), reset when a different product is set. */
import { create } from 'zustand'

/** Product page panels of spec 01 §4 (plus description and details, which the page shows the same way). */
export const PRODUCT_PANELS = [
  'description',
  'details',
  'reviews',
  'warnings',
  'downloads',
  'remindWhenAvailable',
] as const
export type ProductPanel = (typeof PRODUCT_PANELS)[number]

export interface PanelsState {
  productId: number | null
  open: Partial<Record<ProductPanel, boolean>>
}

/** Spec 01 §4: each panel is open or closed; all are reset when a different product is set. */
export function setPanelsProduct(
  state: PanelsState,
  productId: number,
  initiallyOpen: readonly ProductPanel[] = [],
): PanelsState {
  if (state.productId === productId) return state
  return { productId, open: Object.fromEntries(initiallyOpen.map((p) => [p, true])) }
}

export function togglePanel(state: PanelsState, panel: ProductPanel): PanelsState {
  return { ...state, open: { ...state.open, [panel]: !state.open[panel] } }
}

interface PanelsStore extends PanelsState {
  setProduct: (productId: number, initiallyOpen?: readonly ProductPanel[]) => void
  toggle: (panel: ProductPanel) => void
}

export const usePanelsStore = create<PanelsStore>()((set) => ({
  productId: null,
  open: {},
  setProduct: (productId, initiallyOpen) => set((s) => setPanelsProduct(s, productId, initiallyOpen)),
  toggle: (panel) => set((s) => togglePanel(s, panel)),
}))
