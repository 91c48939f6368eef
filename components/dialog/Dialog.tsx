'use client'

/** A dialog of the registry: rendered into document.body while its kind is open (spec 02 §2, §4). */
import { useEffect } from 'react'
import { createPortal } from 'react-dom'
import dynamic from 'next/dynamic'
import { useIsDialogOpen } from '@/lib/ui/client/dialog-store'
import type { DialogProps } from './dialog-props'

// The open dialog (focus trap, swipe, scroll lock) is a chunk of its own: every page has a dialog in its
// header, few open one before they are idle, and by then the chunk is fetched (see below).
const DialogLayer = dynamic(() => import('./DialogLayer').then((m) => m.DialogLayer))
const loadLayer = () => import('./DialogLayer')

export type { DialogProps } from './dialog-props'

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
