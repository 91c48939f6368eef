/** An unknown block: a visible marker for editors in preview, nothing in production, a warning in the log. */
import type { BlockProps } from './types'
import { editableAttributes } from './editable'

const warned = new Set<string>()

export function UnknownBlock({ blok, context }: BlockProps) {
  if (!warned.has(blok.component)) {
    warned.add(blok.component)
    console.warn(`[content] unknown block "${blok.component}" (${blok._uid})`)
  }
  if (!context.preview) return null
  return (
    <div
      {...editableAttributes(blok, true)}
      data-unknown-block={blok.component}
      className="unknown-block"
      role="note"
    >
      {blok.component}
    </div>
  )
}
