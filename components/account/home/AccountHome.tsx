/**
 * The account home (issue 10 item 7; spec 01 §2 /de/konto/): the greeting with the customer number and
 * a tile for every account screen the market has, each with its screen's title and introduction, and
 * the logout button.
 */
import { getTranslations } from 'next-intl/server'
import type { Language, Market } from '@/lib/config'
import { accountScreens } from '@/lib/account/rules/account-screens'
import { Link } from '@/lib/i18n/navigation'
import { LogoutButton } from '../LogoutButton'
import { LogoutMessages } from '../LogoutMessages'
import styles from './AccountHome.module.css'

interface Props {
  language: Language
  market: Market
  customer: { firstName: string; lastName: string; customerNo: number }
}

export async function AccountHome({ language, market, customer }: Props) {
  const [t, screens] = await Promise.all([
    getTranslations({ locale: language, namespace: 'account.home' }),
    getTranslations({ locale: language, namespace: 'screens' }),
  ])
  return (
    <>
      <section className={styles.greeting} aria-labelledby="account-greeting">
        <p id="account-greeting" className={styles.name}>
          {t('greeting', { firstName: customer.firstName, lastName: customer.lastName })}
        </p>
        <p className={styles.number}>{t('customerNo', { customerNo: String(customer.customerNo) })}</p>
        <LogoutMessages locale={language}>
          <LogoutButton />
        </LogoutMessages>
      </section>
      <nav aria-labelledby="account-sections">
        <h2 id="account-sections">{t('sections')}</h2>
        <ul className={styles.tiles}>
          {accountScreens(market.options).map((link) => (
            <li key={link.screen}>
              <Link href={link.pathname} className={styles.tile} data-account-screen={link.screen}>
                <span className={styles.tileTitle}>{screens(`${link.screen}.title`)}</span>
                <span className={styles.tileText}>{screens(`${link.screen}.intro`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  )
}
