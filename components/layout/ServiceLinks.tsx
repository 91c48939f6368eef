/**
 * The header's service links: search, account, wishlist (where the market has one) and basket. Each is
 * an icon with its label; on a phone the label is read out only (header CSS in globals.css).
 * None is prefetched: they are on every page, and their targets are per-visitor screens that cannot be
 * cached, so a prefetch would cost the server a render per page view and the phone its CPU while the
 * page it opened is still starting (Lighthouse's blocking time); they load on click instead.
 */
import type { ReactNode } from 'react'
import { useTranslations } from 'next-intl'
import type { Market } from '@/lib/config'
import { serviceLinks, type ServiceLinkKey } from '@/lib/content/rules/navigation'
import { Link } from '@/lib/i18n/navigation'
import { HeaderIcon } from './HeaderIcon'

/**
 * Live state shown inside a service link, keyed by the link: the basket and wishlist counters go here,
 * as small client leaves, e.g. `{ basket: <BasketCount /> }`. Each is rendered after the link's text.
 */
export type ServiceBadges = Partial<Record<ServiceLinkKey, ReactNode>>

/**
 * A client island standing in for a whole service link, e.g. `{ account: <HeaderAccountLink /> }`: its
 * text and target follow the visitor's login state while the page around it stays shared.
 */
export type ServiceLinkSlots = Partial<Record<ServiceLinkKey, ReactNode>>

export function ServiceLinks({
  market,
  badges,
  slots,
}: {
  market: Pick<Market, 'options'>
  badges?: ServiceBadges
  slots?: ServiceLinkSlots
}) {
  const t = useTranslations('common')
  return (
    <nav aria-label={t('serviceNavigation')} className="site-header__service">
      <ul>
        {serviceLinks(market.options).map((link) => (
          <li key={link.key}>
            {slots?.[link.key] ?? (
              <Link href={link.pathname} data-service={link.key} prefetch={false}>
                <HeaderIcon name={link.key} />
                <span className="site-header__label">{t(`nav.${link.key}`)}</span>
                {badges?.[link.key]}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
