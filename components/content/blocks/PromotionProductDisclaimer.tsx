'use client'

import type { ReactNode } from 'react'
import { Dialog } from '@/components/dialog/Dialog'
import { useDialogProps, useDialogStore } from '@/lib/ui/dialog-store'

interface Props {
  /** The block the disclaimer belongs to: one dialog kind serves every promotion on the page. */
  owner: string
  /** Already translated texts. */
  label: string
  title: string
  className?: string
  /** The disclaimer, rendered on the server. */
  children: ReactNode
}

/** A link-styled button opening a promotion's disclaimer in the promotionProductDisclaimer dialog. */
export function PromotionProductDisclaimer({ owner, label, title, className, children }: Props) {
  const open = useDialogStore((state) => state.open)
  const props = useDialogProps('promotionProductDisclaimer')
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onClick={() => open('promotionProductDisclaimer', { owner })}
      >
        {label}
      </button>
      {props.owner === owner && (
        <Dialog kind="promotionProductDisclaimer" title={title}>
          {children}
        </Dialog>
      )}
    </>
  )
}
