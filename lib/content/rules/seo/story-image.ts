/** A story's first picture in content order: the page's Open Graph image and its posting's image. */
import { normalizeImageSource } from '@/lib/images/source'

const MAX_IMAGE_DEPTH = 16

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined)

/** The story's first picture, in content order (an article's own image comes before its body). */
export function firstStoryImage(node: unknown, depth = 0): { url: string; alt?: string } | null {
  if (depth > MAX_IMAGE_DEPTH || !node || typeof node !== 'object') return null
  if (Array.isArray(node)) {
    for (const item of node) {
      const found = firstStoryImage(item, depth + 1)
      if (found) return found
    }
    return null
  }
  const fields = node as Record<string, unknown>
  const url = typeof fields.filename === 'string' ? normalizeImageSource(fields.filename) : null
  if (url) return { url, ...(text(fields.alt) ? { alt: text(fields.alt) } : {}) }
  return firstStoryImage(Object.values(fields), depth + 1)
}
