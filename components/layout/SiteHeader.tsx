/** The shop header with its navigation and banners from the content service (spec 02 §2, §3). */
import type { ReactNode } from 'react'
import type { Language, Market } from '@/lib/config'
import { loadBannerSchedule, loadHeaderNavigation } from '@/lib/content/server/layout'
import { resolveLink } from '@/lib/content/rules/links'
import type { ScheduledBanner } from '@/lib/content/rules/session-layout'
import { HeaderSearch } from '@/components/search/HeaderSearch'
import { BasketCounter } from '@/components/basket/BasketCounter'
import { WishlistCounter } from '@/components/wishlist/WishlistCounter'
import { HeaderAccountLink } from '@/components/account/HeaderAccountLink'
import type { BannerView } from './BannerStrip'
import { HeaderView } from './HeaderView'
import { LanguageSwitcher } from './LanguageSwitcher'
import { CurrentRoute } from './CurrentRoute'
import { SearchToggle } from './SearchToggle'
import type { ServiceBadges } from './ServiceLinks'

interface SiteHeaderProps {
  market: Market
  language: Language
  /** The page's language switch (the layouts' `@languages` slot); the screen switch when left out. */
  languageSwitch?: ReactNode
  /** Counters inside the service links (basket, wishlist): see ServiceBadges. */
  badges?: ServiceBadges
}

function bannerView(banner: ScheduledBanner, language: Language): BannerView {
  const link = resolveLink(banner.link, language)
  return {
    id: banner.id,
    text: banner.text,
    tone: banner.tone,
    ...(link ? { link } : {}),
    ...(banner.linkLabel ? { linkLabel: banner.linkLabel } : {}),
    ...(banner.dateFrom ? { dateFrom: banner.dateFrom } : {}),
    ...(banner.dateTo ? { dateTo: banner.dateTo } : {}),
  }
}

export async function SiteHeader({ market, language, languageSwitch, badges }: SiteHeaderProps) {
  const now = new Date()
  const [navigation, banners] = await Promise.all([
    loadHeaderNavigation(language, market),
    loadBannerSchedule(language, market, { now }),
  ])
  // CurrentRoute reads the page's route here, in the layout, where the router's segments name it.
  const switcher =
    market.languages.length < 2 ? null : (
      <CurrentRoute>{languageSwitch ?? <LanguageSwitcher languages={[...market.languages]} />}</CurrentRoute>
    )
  return (
    <HeaderView
      market={market}
      navigation={navigation}
      banners={banners.map((banner) => bannerView(banner, language))}
      renderedAt={now.getTime()}
      search={<HeaderSearch language={language} />}
      languageSwitch={switcher}
      badges={{ basket: <BasketCounter />, wishlist: <WishlistCounter />, ...badges }}
      // The login state comes from the user query in the browser: the header reads no cookie, so the
      // cached page stays shared.
      serviceSlots={{ search: <SearchToggle />, account: <HeaderAccountLink /> }}
    />
  )
}
