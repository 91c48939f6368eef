/**
 * One slide of a card's image slider: the picture, linking to the product (the name link is the named
 * one). A card's picture is at most its size wide, so it is offered at 1x and 2x (spec 01 §9: density
 * x2) instead of by viewport width, which listed nine widths up to 3840 px in every card's markup.
 */
import NextLink from 'next/link'
import { ShopImage } from './ShopImage'
import styles from './ProductCard.module.css'

export function CardSlideImage({
  src,
  href,
  size,
  priority,
}: {
  src: string
  href: string
  size: number
  priority: boolean
}) {
  return (
    <NextLink href={href} tabIndex={-1} aria-hidden="true" className={styles.imageLink}>
      <ShopImage src={src} size={size} priority={priority} className={styles.image} />
    </NextLink>
  )
}
