/** `richtext`: a rich-text field (spec 01 §2); blocks embedded in the text render through the registry. */
import { z } from 'zod'
import type { BlockProps } from './types'
import { editableAttributes } from './editable'
import { readFields, field } from './kit/fields'
import { hasRichText, RichTextField } from './kit/RichTextField'
import styles from './RichTextBlock.module.css'

const fields = z.looseObject({ text: field })

export function RichTextBlock({ blok, context }: BlockProps) {
  const data = readFields(fields, blok)
  if (!data || !hasRichText(data.text)) return null
  return (
    <div className={styles.richtext} {...editableAttributes(blok, context.preview)}>
      <RichTextField document={data.text} context={context} />
    </div>
  )
}
