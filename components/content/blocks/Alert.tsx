/**
 * `alert`: a notice in the page (information, success, warning, error). It is part of the content,
 * not news, so it is a note rather than a live region; the type is spoken before the text.
 */
import { useTranslations } from 'next-intl'
import { z } from 'zod'
import type { BlockProps } from './types'
import { editableAttributes } from './editable'
import { readFields, text } from './kit/fields'
import { RichTextField } from './kit/RichTextField'
import styles from './Alert.module.css'

export const ALERT_TYPES = ['info', 'success', 'warning', 'error'] as const
type AlertType = (typeof ALERT_TYPES)[number]

const fields = z.looseObject({
  type: z.enum(ALERT_TYPES).catch('info'),
  headline: text,
  /** Plain text or rich text: both occur in the content. */
  text: z.unknown(),
})

const SYMBOLS: Record<AlertType, readonly string[]> = {
  info: ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z', 'M12 11v5.5', 'M12 7.6v.1'],
  success: ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z', 'm8 12.3 2.8 2.8L16.2 9.5'],
  warning: ['M12 3.5 2.5 20h19z', 'M12 10v4.5', 'M12 17.2v.1'],
  error: ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z', 'm9 9 6 6m0-6-6 6'],
}

const hasContent = (value: unknown) =>
  (typeof value === 'string' && value.trim() !== '') || (typeof value === 'object' && value !== null)

export function Alert({ blok, context }: BlockProps) {
  const t = useTranslations('blocks.alert')
  const data = readFields(fields, blok)
  if (!data || (!data.headline && !hasContent(data.text))) return null
  return (
    <div
      role="note"
      className={styles.alert}
      data-type={data.type}
      {...editableAttributes(blok, context.preview)}
    >
      <svg viewBox="0 0 24 24" className={styles.symbol} aria-hidden="true" focusable="false">
        {SYMBOLS[data.type].map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
      <div className={styles.body}>
        <span className={styles.srOnly}>{t(data.type)}: </span>
        {data.headline && <p className={styles.headline}>{data.headline}</p>}
        <div className={styles.text}>
          <RichTextField document={data.text} context={context} />
        </div>
      </div>
    </div>
  )
}
