/** What a card's pictures are given: shared by the first picture and the swiper loaded on interaction. */
export interface ProductCardImagesProps {
  /** Picture addresses (a card's pictures are decorative: the name link names the product). */
  images: string[]
  name: string
  href: string
  size: number
  hint: boolean
  priority: boolean
}
