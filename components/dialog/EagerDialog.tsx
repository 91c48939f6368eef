'use client'

/**
 * A dialog of the registry that opens while its page is still loading: the consent banner of a first
 * visit (spec 02 §2). Its layer is part of the caller's chunk instead of a chunk of its own: a lazy layer
 * suspends on its first render, and React holds a boundary's reveal back (up to 300 ms) after that,
 * which made the banner, a first-time shopper's largest paint, half a second later on a phone.
 */
import { createPortal } from 'react-dom'
import { useIsDialogOpen } from '@/lib/ui/client/dialog-store'
import { DialogLayer } from './DialogLayer'
import type { DialogProps } from './dialog-props'

export function EagerDialog(props: DialogProps) {
  const open = useIsDialogOpen(props.kind)
  if (!open || typeof document === 'undefined') return null
  return createPortal(<DialogLayer {...props} />, document.body)
}
