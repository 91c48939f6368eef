/**
 * Finds blocks anywhere in a story's content (body, grid columns, accordions…), in
 * content order. Page-level structured data reads them: all FAQ blocks of a page make one FAQPage, the
 * magazine index's teasers make its Blog, a category page's breadcrumb is looked for.
 */

export type BlockFields = Record<string, unknown> & { component: string }

// Content trees are shallow; the limit only guards against a hostile or cyclic answer.
const MAX_DEPTH = 32

const isBlock = (value: unknown): value is BlockFields =>
  !!value && typeof value === 'object' && typeof (value as { component?: unknown }).component === 'string'

/** Every block that `match`es (a component name or a test), outermost first; not looked into further. */
export function findBlocks(tree: unknown, match: string | ((block: BlockFields) => boolean)): BlockFields[] {
  const matches = typeof match === 'string' ? (block: BlockFields) => block.component === match : match
  const found: BlockFields[] = []
  const walk = (node: unknown, depth: number) => {
    if (depth > MAX_DEPTH || !node || typeof node !== 'object') return
    if (Array.isArray(node)) {
      for (const item of node) walk(item, depth + 1)
      return
    }
    if (isBlock(node) && matches(node)) {
      found.push(node)
      return
    }
    for (const value of Object.values(node)) walk(value, depth + 1)
  }
  walk(tree, 0)
  return found
}
