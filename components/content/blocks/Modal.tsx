/**
 * `modal`: a button that opens further content (size charts, conditions, details) in a dialog. The
 * content is rendered on the server and handed to the dialog, which mounts it only while open.
 */
import { z } from 'zod'
import type { BlockProps } from './types'
import { editableAttributes } from './editable'
import { blocks, readFields, text, field } from './kit/fields'
import { hasRichText, RichTextField } from './kit/RichTextField'
import { ModalDialog } from './lazy-clients'
import styles from './Modal.module.css'

const fields = z.looseObject({
  button_label: text,
  title: text,
  text: field,
  body: blocks,
  /** `link` shows the trigger as a text link (inside running text); a button is the default. */
  appearance: text,
})

export function Modal({ blok, context }: BlockProps) {
  const data = readFields(fields, blok)
  const hasText = hasRichText(data?.text)
  if (!data?.button_label || !data.title || (!hasText && data.body.length === 0)) return null
  return (
    <div className={styles.modal} {...editableAttributes(blok, context.preview)}>
      <ModalDialog
        uid={blok._uid}
        buttonLabel={data.button_label}
        title={data.title}
        buttonClassName={data.appearance === 'link' ? styles.linkTrigger : styles.buttonTrigger}
      >
        <div className={styles.content}>
          {hasText && <RichTextField document={data.text} context={context} />}
          {context.render(data.body)}
        </div>
      </ModalDialog>
    </div>
  )
}
