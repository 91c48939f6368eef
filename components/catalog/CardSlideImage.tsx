/**
 * One slide of a card's image slider: the picture, linking to the product (the name link is the named
 * one).
 */
import Image from 'next/image'
import NextLink from 'next/link'
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
      <Image
        src={src}
        alt=""
        width={size}
        height={size}
        sizes={`(min-width: 768px) ${size}px, 50vw`}
        priority={priority}
        className={styles.image}
      />
    </NextLink>
  )
}
