/** A heading whose level comes from a block field, so editors keep the page's outline in order. */
import type { ReactNode } from 'react'
import type { HeadingTag } from './fields'

export function Heading({
  as: Tag,
  className,
  id,
  children,
}: {
  as: HeadingTag
  className?: string
  id?: string
  children: ReactNode
}) {
  return (
    <Tag className={className} id={id}>
      {children}
    </Tag>
  )
}

/** The level below a heading (for items under a block's headline), h6 at the deepest. */
export function subHeading(tag: HeadingTag): HeadingTag {
  const level = Math.min(Number(tag.slice(1)) + 1, 6)
  return `h${level}` as HeadingTag
}
