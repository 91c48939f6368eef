/** The `campaign_conditions` block (spec 01 §2) and the conditions button every campaign block shares. */
import { useTranslations } from 'next-intl'
import { z } from 'zod'
import type { BlockContext, BlockProps } from './types'
import { CampaignConditionsDialog } from './lazy-clients'
import { editableAttributes } from './editable'
import { readFields, text } from './kit/fields'
import { RichTextField } from './kit/RichTextField'
import styles from './CampaignConditions.module.css'

const hasText = (value: unknown) =>
  (typeof value === 'string' && value.trim() !== '') || (typeof value === 'object' && value !== null)

/**
 * The button that opens a campaign's conditions in the campaignConditions dialog. Shared by the
 * campaign blocks; nothing when there are no conditions to show.
 */
export function ConditionsButton({
  owner,
  document,
  label,
  title,
  context,
}: {
  owner: string
  document: unknown
  label?: string
  title?: string
  context: BlockContext
}) {
  const t = useTranslations('blocks.campaign')
  if (!hasText(document)) return null
  return (
    <CampaignConditionsDialog
      owner={owner}
      label={label ?? t('conditions')}
      title={title ?? t('conditionsTitle')}
      className={styles.button}
    >
      <div className={styles.text}>
        <RichTextField document={document} context={context} />
      </div>
    </CampaignConditionsDialog>
  )
}

const fields = z.looseObject({
  /** The button text ("Teilnahmebedingungen"); a default when empty. */
  label: text,
  /** The dialog title; a default when empty. */
  headline: text,
  text: z.unknown(),
})

/** `campaign_conditions`: a campaign's conditions, opened from a link-styled button in a dialog. */
export function CampaignConditions({ blok, context }: BlockProps) {
  const data = readFields(fields, blok)
  if (!data || !hasText(data.text)) return null
  return (
    <div className={styles.conditions} {...editableAttributes(blok, context.preview)}>
      <ConditionsButton
        owner={blok._uid}
        document={data.text}
        label={data.label}
        title={data.headline}
        context={context}
      />
    </div>
  )
}
