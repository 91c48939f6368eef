/**
 * Lenient field readers for content blocks: editors make mistakes, and a block with a missing or
 * mistyped field renders what it can instead of failing. Every reader turns a wrong type into
 * `undefined`, never into an error.
 */
import { z } from 'zod'
import { blockSchema, type Block } from '@/lib/content/rules/types'

/**
 * Any field, passed on unread (a multilink, a rich-text document). Zod 4 refuses a missing key unless
 * its schema is optional, and a missing field is the most common editor "mistake" of all.
 */
export const field = z.unknown().optional()

/** A trimmed, non-empty text; anything else reads as missing. */
export const text = field.transform((value) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined,
)

/** A Storyblok boolean field (checkbox), also written as a string by hand-made content. */
export const flag = field.transform((value) => value === true || value === 'true')

/** A whole number within bounds, also given as a numeric string (Storyblok number fields are strings). */
export const integer = (min: number, max: number) =>
  field.transform((value) => {
    const number = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value
    return typeof number === 'number' && Number.isInteger(number) && number >= min && number <= max
      ? number
      : undefined
  })

/** Nested blocks: entries that are not blocks are left out, a non-list reads as none. */
export const blocks = field.transform((value): Block[] => {
  if (!Array.isArray(value)) return []
  return value.flatMap((entry) => {
    const parsed = blockSchema.safeParse(entry)
    return parsed.success ? [parsed.data] : []
  })
})

/** Nested blocks of one component only (e.g. the nav items of a header). */
export const blocksOf = (component: string | readonly string[]) =>
  blocks.transform((list) =>
    list.filter((entry) =>
      (typeof component === 'string' ? [component] : component).includes(entry.component),
    ),
  )

/** A Storyblok asset field; the image and link rules decide later whether the file may be used. */
export const asset = field.transform((value) => {
  const parsed = z
    .looseObject({
      filename: text,
      alt: text,
      title: text,
      copyright: text,
      focus: text,
    })
    .safeParse(value)
  return parsed.success && parsed.data.filename ? parsed.data : undefined
})
export type Asset = NonNullable<z.output<typeof asset>>

export type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'

/** A heading level field (`h2`, `2` or 2) or the block's own default. */
export function headingTag(value: unknown, fallback: HeadingTag): HeadingTag {
  const digit = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''
  const match = /^h?([1-6])$/i.exec(digit)
  return match ? (`h${match[1]}` as HeadingTag) : fallback
}

/**
 * Reads a block's fields with a schema of lenient readers. The readers cannot fail, so a block gets
 * its fields even from hostile content; only a blok that is no object at all reads as null.
 */
export function readFields<S extends z.ZodType>(schema: S, blok: unknown): z.output<S> | null {
  if (!blok || typeof blok !== 'object' || Array.isArray(blok)) return null
  // Fields the blok lacks are handed in as undefined, so a reader that is not optional still sees them.
  const shape = schema instanceof z.ZodObject ? Object.keys(schema.shape) : []
  const input = { ...Object.fromEntries(shape.map((key) => [key, undefined])), ...blok }
  const parsed = schema.safeParse(input)
  return parsed.success ? parsed.data : null
}
