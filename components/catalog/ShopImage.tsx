/**
 * A product picture of a fixed size through the shop image provider (spec 02 §9: 1x and 2x), as a plain
 * img. next/image is a client component: any picture drawn with it, even on the server, ships its
 * 5 kB of JavaScript to every page (issue 15 item 3), for a job this does with two addresses.
 */
import { preload } from 'react-dom'
import { getImageProvider, imageSources } from '@/lib/images/providers'

interface Props {
  src: string
  /** CSS pixels, width and height (shop pictures are square). */
  size: number
  alt?: string
  /** Above the fold: loaded at once, at high priority, and announced in the head. */
  priority?: boolean
  className?: string
}

export function ShopImage({ src, size, alt = '', priority = false, className }: Props) {
  const sources = imageSources(getImageProvider('shop'), src, { width: size })
  if (priority) preload(sources.src, { as: 'image', imageSrcSet: sources.srcSet, fetchPriority: 'high' })
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the provider port builds src and srcSet itself
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      alt={alt}
      width={size}
      height={size}
      loading={priority ? undefined : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  )
}
