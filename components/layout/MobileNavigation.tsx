'use client'

/**
 * The menu of small screens: the registry's mobile navigation dialog (spec 02 §2, left sheet, focus
 * trapped and returned). Before hydration, and without JavaScript, a plain <details> opens the same list.
 */
import { type MouseEvent, type ReactNode } from 'react'
import { useTranslations } from 'next-intl'
import { Dialog } from '@/components/dialog/Dialog'
import { useDialogStore, useIsDialogOpen } from '@/lib/ui/client/dialog-store'
import { useHydrated } from '@/lib/ui/client/use-hydrated'
import { HeaderIcon } from './HeaderIcon'
import styles from './header.module.css'

const KIND = 'mobileNavigation'
export function MobileNavigation({ children }: { children: ReactNode }) {
  const t = useTranslations('common')
  const hydrated = useHydrated()
  const open = useDialogStore((state) => state.open)
  const close = useDialogStore((state) => state.close)
  const isOpen = useIsDialogOpen(KIND)
  // The page a link leads to replaces the menu: following one closes the dialog.
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) close(KIND)
  }

  if (!hydrated)
    return (
      <details className={styles.mobile}>
        <summary className={styles.menuButton}>
          <HeaderIcon name="menu" />
          <span className="site-header__label">{t('nav.menu')}</span>
        </summary>
        <nav aria-label={t('mainNavigation')} className={styles.mobilePanel}>
          {children}
        </nav>
      </details>
    )
  return (
    <div className={styles.mobile}>
      <button
        type="button"
        className={styles.menuButton}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => open(KIND)}
      >
        <HeaderIcon name="menu" />
        <span className="site-header__label">{t('nav.menu')}</span>
      </button>
      <Dialog kind={KIND} title={t('nav.menu')}>
        <nav aria-label={t('mainNavigation')} onClick={onClick}>
          {children}
        </nav>
      </Dialog>
    </div>
  )
}
