'use client'

/** A link-styled button that opens a campaign's conditions in the campaignConditions dialog (spec 02 §2). */
import type { ComponentProps } from 'react'
import { OwnedDialogButton } from '@/components/dialog/OwnedDialogButton'

export function CampaignConditionsDialog(props: Omit<ComponentProps<typeof OwnedDialogButton>, 'kind'>) {
  return <OwnedDialogButton kind="campaignConditions" {...props} />
}
