import 'client-only'
/**
 * Page scroll lock while any dialog is open (spec 02 §2). Reference-counted because dialogs stack:
 * the page is released only when the last one closes. Hiding the scrollbar would shift the layout
 * by its width, so that width is added as padding (and exposed as a CSS variable for fixed bars).
 */
export const SCROLLBAR_COMPENSATION_VAR = '--scrollbar-compensation'

export interface LockedBodyStyle {
  overflow: string
  paddingRight: string
}

/** The body style while locked, given the scrollbar width and the body's own right padding. */
export function lockedBodyStyle(scrollbarWidthPx: number, paddingRightPx: number): LockedBodyStyle {
  const compensation = Math.max(0, scrollbarWidthPx)
  return { overflow: 'hidden', paddingRight: compensation > 0 ? `${paddingRightPx + compensation}px` : '' }
}

let locks = 0
let saved: { overflow: string; paddingRight: string } | null = null

export function activeScrollLocks(): number {
  return locks
}

export function lockScroll(doc: Document = document): void {
  locks += 1
  if (locks > 1) return
  const view = doc.defaultView
  const body = doc.body
  const scrollbarWidth = view ? view.innerWidth - doc.documentElement.clientWidth : 0
  const paddingRight = view ? parseFloat(view.getComputedStyle(body).paddingRight) || 0 : 0
  saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight }
  const style = lockedBodyStyle(scrollbarWidth, paddingRight)
  body.style.overflow = style.overflow
  if (style.paddingRight) body.style.paddingRight = style.paddingRight
  doc.documentElement.style.setProperty(SCROLLBAR_COMPENSATION_VAR, `${Math.max(0, scrollbarWidth)}px`)
}

export function unlockScroll(doc: Document = document): void {
  if (locks === 0) return
  locks -= 1
  if (locks > 0 || !saved) return
  doc.body.style.overflow = saved.overflow
  doc.body.style.paddingRight = saved.paddingRight
  doc.documentElement.style.removeProperty(SCROLLBAR_COMPENSATION_VAR)
  saved = null
}
