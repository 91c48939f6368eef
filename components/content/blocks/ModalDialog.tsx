'use client'

/** The interactive part of the `modal` block: the trigger button and the dialog it opens. */
import type { ReactNode } from 'react'
import { Dialog } from '@/components/dialog/Dialog'
import { useDialogProps, useDialogStore, type DialogKind } from '@/lib/ui/client/dialog-store'

/**
 * Content in a dialog reads as a product popup (spec 02 §2 kinds): centred and modal. Every modal block
 * shares that kind, so the opener's uid travels with it and only the matching block shows its dialog.
 */
export const CONTENT_MODAL_KIND: DialogKind = 'productPopup'

export interface ModalDialogProps {
  uid: string
  buttonLabel: string
  title: string
  buttonClassName?: string
  children: ReactNode
}

export function ModalDialog({ uid, buttonLabel, title, buttonClassName, children }: ModalDialogProps) {
  const open = useDialogStore((state) => state.open)
  const props = useDialogProps(CONTENT_MODAL_KIND)
  const mine = props.contentModal === uid
  return (
    <>
      <button
        type="button"
        className={buttonClassName}
        aria-haspopup="dialog"
        aria-expanded={mine}
        onClick={() => open(CONTENT_MODAL_KIND, { contentModal: uid })}
      >
        {buttonLabel}
      </button>
      {mine && (
        <Dialog kind={CONTENT_MODAL_KIND} title={title}>
          {children}
        </Dialog>
      )}
    </>
  )
}
