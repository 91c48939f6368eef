/** What a card's pictures are given: shared by the first picture and the swiper loaded on interaction. */
import type { ProductImage } from '@/lib/catalog/rules/types'

export interface ProductCardImagesProps {
  images: ProductImage[]
  name: string
  href: string
  size: number
  hint: boolean
  priority: boolean
}
