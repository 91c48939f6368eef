/** Product badges of spec 02 §3 (sale, promotion, new, bundle, themes). */
import { useTranslations } from 'next-intl'
import type { Badge } from '@/lib/catalog/rules'
import styles from './catalog.module.css'

export function BadgeList({ badges }: { badges: Badge[] }) {
  const t = useTranslations('catalog')
  if (badges.length === 0) return null
  return (
    <ul className={styles.badges} aria-label={t('badges.label')}>
      {badges.map((badge) => (
        <li
          key={badge.id}
          // Only sale, new and promotion have a colour of their own; the others keep the plain badge.
          className={[styles.badge, styles[`badge-${badge.type}`]].filter(Boolean).join(' ')}
          data-badge={badge.type}
        >
          {/* Message-key labels are the fixed badges.* keys of the catalog namespace. */}
          {badge.labelIsMessageKey ? t(badge.label as 'badges.new') : badge.label}
        </li>
      ))}
    </ul>
  )
}
