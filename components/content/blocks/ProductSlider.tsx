/** `product_slider`: the selection in the shop's slider (spec 02 §9 layout; reduced motion honoured). */
import type { BlockProps } from './types'
import { ProductSelectionBlock } from './ProductList'

export function ProductSlider(props: BlockProps) {
  return <ProductSelectionBlock {...props} layout="slider" />
}
