'use client'

import type { ReactNode } from 'react'
import { Dialog } from '@/components/dialog/Dialog'
import { useDialogProps, useDialogStore } from '@/lib/ui/dialog-store'

interface Props {
  /** The block the conditions belong to: one dialog kind serves every campaign on the page. */
  owner: string
  /** Already translated texts. */
  label: string
  title: string
  className?: string
  /** The conditions, rendered on the server. */
  children: ReactNode
}

/** A link-styled button that opens a campaign's conditions in the campaignConditions dialog (spec 02 §2). */
export function CampaignConditionsDialog({ owner, label, title, className, children }: Props) {
  const open = useDialogStore((state) => state.open)
  const props = useDialogProps('campaignConditions')
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onClick={() => open('campaignConditions', { owner })}
      >
        {label}
      </button>
      {props.owner === owner && (
        <Dialog kind="campaignConditions" title={title}>
          {children}
        </Dialog>
      )}
    </>
  )
}
