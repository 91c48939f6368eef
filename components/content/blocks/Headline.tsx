/** `headline`: a heading with its level from the content (h1–h6, h2 by default) and an optional subline. */
import { z } from 'zod'
import { slugPart } from '@/lib/catalog/rules/product-slug'
import type { BlockProps } from './types'
import { editableAttributes } from './editable'
import { headingTag, readFields, text } from './kit/fields'
import { Heading } from './kit/Heading'
import styles from './Headline.module.css'

const ALIGNS = ['left', 'center', 'right'] as const
const SIZES = ['small', 'medium', 'large', 'xlarge'] as const

const fields = z.looseObject({
  text,
  level: z.unknown(),
  subline: text,
  align: z.enum(ALIGNS).catch('left'),
  /** The look, independent of the level: an h2 may need to look like a page title, and the reverse. */
  size: z.enum(SIZES).optional().catch(undefined),
  anchor: text,
})

/** An anchor editors type ("Unsere Küche!") as a usable fragment id ("unsere-kueche"). */
export function anchorId(value: string | undefined): string | undefined {
  const id = value ? slugPart(value).slice(0, 80) : ''
  return id || undefined
}

const DEFAULT_SIZE = {
  h1: 'xlarge',
  h2: 'large',
  h3: 'medium',
  h4: 'small',
  h5: 'small',
  h6: 'small',
} as const

export function Headline({ blok, context }: BlockProps) {
  const data = readFields(fields, blok)
  if (!data?.text) return null
  const tag = headingTag(data.level, 'h2')
  return (
    <div
      className={styles.headline}
      data-align={data.align}
      data-size={data.size ?? DEFAULT_SIZE[tag]}
      {...editableAttributes(blok, context.preview)}
    >
      <Heading as={tag} className={styles.title} id={anchorId(data.anchor)}>
        {data.text}
      </Heading>
      {data.subline && <p className={styles.subline}>{data.subline}</p>}
    </div>
  )
}
