/**
 * Header area of the root app (spec 02 §2): banners, brand, search, service links, languages, main
 * navigation. On a phone one sticky icon bar (menu, brand, search, account, wishlist, basket) under a
 * one-line promo strip that scrolls away; the search field opens in place. Wide screens keep the text
 * links, the field and the navigation row.
 */
import type { ReactNode } from 'react'
import { useTranslations } from 'next-intl'
import { flavourRules, type Market } from '@/lib/config'
import type { HeaderNavigation } from '@/lib/content/rules/navigation'
import { Link } from '@/lib/i18n/navigation'
import { BannerStrip, type BannerView } from './BannerStrip'
import { HeaderSearchSlot } from './HeaderSearchSlot'
import { MainNavigation } from './MainNavigation'
import { MobileNavigation } from './MobileNavigation'
import { NavigationList } from './NavigationList'
import { ServiceLinks, type ServiceBadges, type ServiceLinkSlots } from './ServiceLinks'

export interface HeaderViewProps {
  market: Pick<Market, 'options'>
  navigation: HeaderNavigation
  banners: readonly BannerView[]
  /** When the banners were read: their dates are checked against it until the browser takes over. */
  renderedAt: number
  /** The search field (a server component with its own texts). */
  search?: ReactNode
  /** The language switch of the page, or nothing for a single-language market. */
  languageSwitch?: ReactNode
  badges?: ServiceBadges
  /** Client islands that replace a whole service link (the account link's login state). */
  serviceSlots?: ServiceLinkSlots
}

export function HeaderView({
  market,
  navigation,
  banners,
  renderedAt,
  search,
  languageSwitch,
  badges,
  serviceSlots,
}: HeaderViewProps) {
  const t = useTranslations('common')
  return (
    <header className="site-header">
      <BannerStrip banners={banners} renderedAt={renderedAt} />
      <div className="container site-header__bar">
        {navigation.main.length > 0 && (
          <MobileNavigation>
            <NavigationList links={navigation.main} variant="stacked" />
          </MobileNavigation>
        )}
        {/* Not prefetched: on every page that fetched home's four RSC segments (about 24 kB) and, through
            their preload hint, its stage image, all parsed on a phone that is still starting the page
            it opened; home is a cached page, one request on click. */}
        <Link
          href="/"
          prefetch={false}
          className="site-header__brand"
          aria-label={`${flavourRules.brandName} – ${t('home')}`}
        >
          {flavourRules.brandName}
        </Link>
        {search && <HeaderSearchSlot>{search}</HeaderSearchSlot>}
        <ServiceLinks market={market} badges={badges} slots={serviceSlots} />
        {languageSwitch}
      </div>
      <MainNavigation links={navigation.main} />
    </header>
  )
}
