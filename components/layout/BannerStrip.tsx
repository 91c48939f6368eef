'use client'

/**
 * The banners of the session layout data (spec 02 §3) above the header. Pages are rendered before the
 * visitor comes, so each banner's dates are checked again on the visitor's clock (spec 01 §5, UTC):
 * the server's time while hydrating, then the browser's, once a minute.
 */
import { useSyncExternalStore } from 'react'
import { useTranslations } from 'next-intl'
import { isWithinCampaignWindow } from '@/lib/content/rules/campaign'
import type { NavLink } from '@/lib/content/rules/navigation'
import { NavLinkAnchor } from './NavLinkAnchor'
import styles from './header.module.css'

export interface BannerView {
  id: string
  text: string
  tone: 'info' | 'promotion' | 'warning'
  link?: Pick<NavLink, 'href' | 'external' | 'target'>
  linkLabel?: string
  dateFrom?: string
  dateTo?: string
}

const MINUTE = 60_000
const everyMinute = (onChange: () => void) => {
  const timer = setInterval(onChange, MINUTE)
  return () => clearInterval(timer)
}
// Whole minutes: the snapshot stays the same between renders, as useSyncExternalStore wants it.
const currentMinute = () => Math.floor(Date.now() / MINUTE) * MINUTE

export function BannerStrip({ banners, renderedAt }: { banners: readonly BannerView[]; renderedAt: number }) {
  const t = useTranslations('common')
  const now = useSyncExternalStore(everyMinute, currentMinute, () => renderedAt)
  const current = banners.filter((banner) => isWithinCampaignWindow(banner, new Date(now)))
  if (current.length === 0) return null
  return (
    <section aria-label={t('banners')} className={styles.banners} data-banners>
      <ul className={`container ${styles.bannerList}`}>
        {current.map((banner) => (
          <li key={banner.id} className={styles.banner} data-tone={banner.tone}>
            {banner.link && !banner.linkLabel ? (
              <NavLinkAnchor link={banner.link} className={styles.bannerLink} prefetch={false}>
                {banner.text}
              </NavLinkAnchor>
            ) : (
              <span>{banner.text}</span>
            )}
            {banner.link && banner.linkLabel && (
              <NavLinkAnchor link={banner.link} className={styles.bannerLink} prefetch={false}>
                {banner.linkLabel}
              </NavLinkAnchor>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
