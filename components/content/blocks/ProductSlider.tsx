import type { BlockProps } from './types'
import { ProductSelectionBlock } from './ProductList'

/** `product_slider`: the selection in the shop's slider (spec 02 §9 layout; reduced motion honoured). */
export function ProductSlider(props: BlockProps) {
  return <ProductSelectionBlock {...props} layout="slider" />
}
