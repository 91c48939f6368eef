/**
 * Storyblok rich text as it arrives (a ProseMirror/tiptap JSON tree), read one node at a time: a node
 * of odd shape is skipped without costing its siblings, and nesting deeper than MAX_DEPTH is cut off
 * so hostile content cannot exhaust the renderer's stack.
 */
import { z } from 'zod'

export const MAX_DEPTH = 32

const attrsSchema = z.record(z.string(), z.unknown()).nullish().catch(undefined)

const nodeSchema = z.object({
  type: z.string(),
  text: z.string().optional().catch(undefined),
  attrs: attrsSchema,
  content: z.array(z.unknown()).nullish().catch(undefined),
  marks: z.array(z.unknown()).nullish().catch(undefined),
})
export type RichTextNode = z.infer<typeof nodeSchema>

const markSchema = z.object({ type: z.string(), attrs: attrsSchema })
export type RichTextMark = z.infer<typeof markSchema>

export function readNode(value: unknown): RichTextNode | null {
  const parsed = nodeSchema.safeParse(value)
  return parsed.success ? parsed.data : null
}

export function childNodes(node: RichTextNode): RichTextNode[] {
  return (node.content ?? []).flatMap((child) => {
    const parsed = readNode(child)
    return parsed ? [parsed] : []
  })
}

export function marksOf(node: RichTextNode): RichTextMark[] {
  return (node.marks ?? []).flatMap((mark) => {
    const parsed = markSchema.safeParse(mark)
    return parsed.success ? [parsed.data] : []
  })
}

/** The plain text of a node and its descendants: what an unknown node shows. */
export function textContent(node: RichTextNode, depth = 0): string {
  if (depth > MAX_DEPTH) return ''
  if (node.type === 'text') return node.text ?? ''
  return childNodes(node)
    .map((child) => textContent(child, depth + 1))
    .join('')
}

const attr = (node: { attrs?: Record<string, unknown> | null }, name: string): unknown => node.attrs?.[name]

export const stringAttr = (
  node: { attrs?: Record<string, unknown> | null },
  name: string,
): string | undefined => {
  const value = attr(node, name)
  return typeof value === 'string' ? value : undefined
}

export const intAttr = (
  node: { attrs?: Record<string, unknown> | null },
  name: string,
  min: number,
  max: number,
): number | undefined => {
  const raw = attr(node, name)
  const value = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
    ? value
    : undefined
}

// Colours as the editor's colour picker writes them; anything else could smuggle further CSS in.
const COLOR = /^(#[0-9a-f]{3,8}|[a-z]{3,20}|rgba?\(\s*[\d.%\s,/]+\)|hsla?\(\s*[\d.%\sdeg,/]+\))$/i
export const safeColor = (value: unknown): string | undefined =>
  typeof value === 'string' && COLOR.test(value.trim()) ? value.trim() : undefined

const ID = /^[a-z][\w-]{0,99}$/i
export const safeId = (value: unknown): string | undefined =>
  typeof value === 'string' && ID.test(value) ? value : undefined

const CLASS_NAME = /^[a-z][\w-]{0,59}(?: [a-z][\w-]{0,59}){0,4}$/i
export const safeClassName = (value: unknown): string | undefined =>
  typeof value === 'string' && CLASS_NAME.test(value.trim()) ? value.trim() : undefined

const TEXT_ALIGN = ['left', 'center', 'right', 'justify'] as const
export const safeTextAlign = (value: unknown): (typeof TEXT_ALIGN)[number] | undefined =>
  (TEXT_ALIGN as readonly unknown[]).includes(value) ? (value as (typeof TEXT_ALIGN)[number]) : undefined
