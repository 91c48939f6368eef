/**
 * The main navigation from the header story as the row of wide screens (small ones open the same links
 * in the header bar's menu, MobileNavigation). It marks no current page: the layout is shared by every
 * page and does not know which one it frames.
 */
import { useTranslations } from 'next-intl'
import type { NavLink } from '@/lib/content/rules/navigation'
import { NavigationList } from './NavigationList'
import styles from './header.module.css'

export function MainNavigation({ links }: { links: readonly NavLink[] }) {
  const t = useTranslations('common')
  if (links.length === 0) return null
  return (
    <div className={styles.mainRow}>
      <div className="container">
        <nav aria-label={t('mainNavigation')} className={styles.desktop} data-testid="main-navigation">
          <NavigationList links={links} variant="bar" />
        </nav>
      </div>
    </div>
  )
}
