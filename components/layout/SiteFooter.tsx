import { getTranslations } from 'next-intl/server'
import { Link } from '@/lib/i18n/navigation'
import { APP_RELEASE_VERSION, flavourRules, type Language, type Market } from '@/lib/config'

/** Footer area of the root app (spec 02 §2). The content issue adds the content-driven link lists. */
export async function SiteFooter({ market, language }: { market: Market; language: Language }) {
  const t = await getTranslations({ locale: language, namespace: 'common' })
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <nav aria-label={t('footerNavigation')}>
          <ul>
            <li>
              <Link href="/contact">{t('nav.contact')}</Link>
            </li>
            <li>
              <Link href="/login">{t('nav.login')}</Link>
            </li>
          </ul>
        </nav>
        <p className="site-footer__meta">
          <span>{t('shopOf', { country: t(`countries.${market.country}`) })}</span>
          <span>
            {t('footer.copyright', { year: new Date().getFullYear(), brand: flavourRules.brandName })}
          </span>
          <span data-release={APP_RELEASE_VERSION}>
            {t('footer.release', { version: APP_RELEASE_VERSION })}
          </span>
        </p>
      </div>
    </footer>
  )
}
