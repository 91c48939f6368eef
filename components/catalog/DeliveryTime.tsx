/** The delivery-time message of spec 01 §4, its dot coloured by how good the news is. */
import { useTranslations } from 'next-intl'
import type { DeliveryMessage } from '@/lib/catalog/rules'
import styles from './catalog.module.css'

const TONE: Record<DeliveryMessage['kind'], 'good' | 'neutral' | 'bad'> = {
  instant: 'good',
  download: 'good',
  soon: 'neutral',
  late: 'neutral',
  available: 'neutral',
  preorder: 'neutral',
  none: 'bad',
  sold: 'bad',
}

export function DeliveryTime({ message }: { message: DeliveryMessage }) {
  const t = useTranslations('catalog.delivery')
  let text: string
  switch (message.kind) {
    case 'instant':
    case 'soon':
      text = t(message.kind, { from: message.from, to: message.to })
      break
    case 'late':
      text = message.weeks === '> 5' ? t('lateMore') : t('late', { weeks: message.weeks })
      break
    default:
      text = t(message.kind)
  }
  return (
    <p
      className={`${styles.delivery} ${styles[`tone-${TONE[message.kind]}`]}`}
      data-testid="delivery-time"
      data-kind={message.kind}
    >
      <span className={styles.deliveryDot} aria-hidden="true" />
      {text}
    </p>
  )
}
