import { getTranslations } from 'next-intl/server'
import { Link } from '@/lib/i18n/navigation'
import { flavourRules, type Language, type Market } from '@/lib/config'
import { HeaderSearch } from '@/components/search/HeaderSearch'
import { LanguageSwitcher } from './LanguageSwitcher'

/** Header area of the root app (spec 02 §2). The content issue adds the content-driven main navigation. */
export async function SiteHeader({ market, language }: { market: Market; language: Language }) {
  const t = await getTranslations({ locale: language, namespace: 'common' })
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link href="/" className="site-header__brand" aria-label={`${flavourRules.brandName} – ${t('home')}`}>
          {flavourRules.brandName}
        </Link>
        <HeaderSearch language={language} />
        <nav aria-label={t('serviceNavigation')} className="site-header__service">
          <ul>
            <li>
              <Link href="/search">{t('nav.search')}</Link>
            </li>
            <li>
              <Link href="/account">{t('nav.account')}</Link>
            </li>
            {market.options.hasWishlist && (
              <li>
                <Link href="/wishlist">{t('nav.wishlist')}</Link>
              </li>
            )}
            <li>
              <Link href="/basket">{t('nav.basket')}</Link>
            </li>
          </ul>
        </nav>
        {market.languages.length > 1 && <LanguageSwitcher languages={[...market.languages]} />}
      </div>
    </header>
  )
}
