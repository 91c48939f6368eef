/** What a dialog is given: shared by the dialog's shell and its lazily loaded open layer. */
import type { ReactNode } from 'react'
import type { DialogKind, DialogPosition } from '@/lib/ui/client/dialog-store'

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
