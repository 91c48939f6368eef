'use client'

/**
 * A link-styled button that opens server-rendered content in a registry dialog, for one owner of that
 * kind.
 */
import type { ReactNode } from 'react'
import { Dialog } from '@/components/dialog/Dialog'
import { useDialogProps, useDialogStore, type DialogKind } from '@/lib/ui/client/dialog-store'

interface Props {
  kind: DialogKind
  /** The block the dialog belongs to: one dialog kind serves every such block on the page. */
  owner: string
  /** Already translated texts. */
  label: string
  title: string
  className?: string
  /** The dialog's content, rendered on the server. */
  children: ReactNode
}

export function OwnedDialogButton({ kind, owner, label, title, className, children }: Props) {
  const open = useDialogStore((state) => state.open)
  const props = useDialogProps(kind)
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onClick={() => open(kind, { owner })}
      >
        {label}
      </button>
      {props.owner === owner && (
        <Dialog kind={kind} title={title}>
          {children}
        </Dialog>
      )}
    </>
  )
}
