'use client'

import { useEffect, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import dynamic from 'next/dynamic'
import { useIsDialogOpen, type DialogKind, type DialogPosition } from '@/lib/ui/client/dialog-store'

export interface DialogProps {
  kind: DialogKind
  /** Already translated; names the dialog for assistive technology (aria-labelledby). */
  title: string
  children: ReactNode
  /** Overrides the kind's default position from the registry for one screen. */
  position?: DialogPosition
  /** A custom footer; without it, `onAccept` renders the default accept button. */
  footer?: ReactNode
  onAccept?: () => void
  /** Label of the default footer button; the `dialogs.accept` text when omitted (spec 02 §2). */
  acceptLabel?: string
  /** Called whenever the shopper dismisses the dialog (close button, Escape, backdrop, swipe). */
  onClose?: () => void
  className?: string
}

// The open dialog (focus trap, swipe, scroll lock) is a chunk of its own: every page has a dialog in its
// header, few open one before they are idle, and by then the chunk is fetched (see below).
const DialogLayer = dynamic(() => import('./DialogLayer').then((m) => m.DialogLayer))
const loadLayer = () => import('./DialogLayer')

/** A dialog of the registry: rendered into document.body while its kind is open (spec 02 §2, §4). */
export function Dialog(props: DialogProps) {
  const open = useIsDialogOpen(props.kind)
  useEffect(() => {
    // Fetched once the page is idle, so a dialog opens at once on the first click too.
    if (typeof requestIdleCallback === 'undefined') return void loadLayer()
    const id = requestIdleCallback(() => void loadLayer(), { timeout: 3_000 })
    return () => cancelIdleCallback(id)
  }, [])
  if (!open || typeof document === 'undefined') return null
  return createPortal(<DialogLayer {...props} />, document.body)
}
