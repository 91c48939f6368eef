/** Footer area of the root app (spec 02 §2) with the footer story's links (spec 02 §3). */
import { useTranslations } from 'next-intl'
import { APP_RELEASE_VERSION, flavourRules, type Market } from '@/lib/config'
import type { FooterNavigation, NavLink } from '@/lib/content/rules/navigation'
import { Link } from '@/lib/i18n/navigation'
import { ConsentSettingsButton } from '@/components/consent/ConsentSettingsButton'
import { NavLinkAnchor } from './NavLinkAnchor'
import styles from './footer.module.css'

export interface FooterViewProps {
  market: Pick<Market, 'country'>
  navigation: FooterNavigation
  /** The year of the copyright line (the page's render time). */
  year: number
  /** The checkout's footer: legal links and the shop line only, no way out of the checkout. */
  minimal?: boolean
}

function LinkList({ links, className }: { links: readonly NavLink[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.id}>
          <NavLinkAnchor link={link} prefetch={false}>
            {link.label}
          </NavLinkAnchor>
        </li>
      ))}
    </ul>
  )
}

export function FooterView({ market, navigation, year, minimal = false }: FooterViewProps) {
  const t = useTranslations('common')
  const { groups, legal, hotline, trademark, copyright } = navigation
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        {!minimal && groups.length > 0 && (
          <nav aria-label={t('footerNavigation')} className={styles.groups}>
            {groups.map((group) => (
              <section key={group.id} className={styles.group} aria-labelledby={`footer-${group.id}`}>
                <h2 id={`footer-${group.id}`} className={styles.headline}>
                  {group.headline ?? t('footerNavigation')}
                </h2>
                <LinkList links={group.links} className={styles.links} />
              </section>
            ))}
          </nav>
        )}
        {!minimal && (
          <p className={styles.service}>
            {hotline && (
              <span className={styles.hotline}>
                <span>{hotline.label ?? t('footer.hotline')}</span> <a href={hotline.href}>{hotline.phone}</a>
                {hotline.hours && <span className={styles.hours}> {hotline.hours}</span>}
              </span>
            )}
            <Link href="/contact" prefetch={false}>
              {t('footer.contact')}
            </Link>
          </p>
        )}
        <div className={styles.bottom}>
          {legal && (
            <nav aria-label={legal.headline ?? t('footer.legal')} data-testid="legal-navigation">
              <LinkList links={legal.links} className={styles.legal} />
            </nav>
          )}
          <ConsentSettingsButton className={styles.consentSettings} />
          <p className="site-footer__meta">
            <span>{t('shopOf', { country: t(`countries.${market.country}`) })}</span>
            <span>{copyright ?? t('footer.copyright', { year, brand: flavourRules.brandName })}</span>
            {trademark && <span data-testid="trademark">{trademark}</span>}
            <span data-release={APP_RELEASE_VERSION}>
              {t('footer.release', { version: APP_RELEASE_VERSION })}
            </span>
          </p>
        </div>
      </div>
    </footer>
  )
}
