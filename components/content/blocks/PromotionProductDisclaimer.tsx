'use client'

/** A link-styled button opening a promotion's disclaimer in the promotionProductDisclaimer dialog. */
import type { ComponentProps } from 'react'
import { OwnedDialogButton } from '@/components/dialog/OwnedDialogButton'

export function PromotionProductDisclaimer(props: Omit<ComponentProps<typeof OwnedDialogButton>, 'kind'>) {
  return <OwnedDialogButton kind="promotionProductDisclaimer" {...props} />
}
