/**
 * The visual editor's markers (Storyblok `_editable` comment → data attributes), only in preview:
 * a normal page carries nothing of the editor.
 */
import type { Block } from '@/lib/content/rules/types'

export function editableAttributes(blok: Block, preview: boolean): Record<string, string> {
  if (!preview || !blok._editable) return {}
  const match = /<!--#storyblok#(.*?)-->/.exec(blok._editable)
  if (!match?.[1]) return {}
  try {
    const data = JSON.parse(match[1]) as { id?: string | number; uid?: string }
    return { 'data-blok-c': match[1], 'data-blok-uid': `${data.id ?? ''}-${data.uid ?? ''}` }
  } catch {
    return {}
  }
}
