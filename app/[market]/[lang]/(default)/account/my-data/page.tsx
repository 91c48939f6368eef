/**
 * My data (spec 01 §2 /de/konto/meine-daten/, /fr/compte/mes-dates/), behind the login check (spec 01
 * §6): everything stored about the customer (GDPR Art. 15) and its download as JSON (Art. 20) from GET
 * /api/user/export/ — a plain link, so it works before any script has loaded.
 */
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { AccountScreen, accountScreenMetadata } from '@/components/profile/AccountScreen'
import { MyDataOverview } from '@/components/profile/MyDataOverview'
import styles from '@/components/profile/overview.module.css'
import { loadAccountData } from '@/lib/account/server/export'
import { requireAccountPage } from '@/lib/account/server/page'
import { pageContext, type MarketLangParams } from '@/lib/routing/server/page-params'

export async function generateMetadata({ params }: { params: MarketLangParams }): Promise<Metadata> {
  const { language } = await pageContext(params)
  return accountScreenMetadata(language, 'myData')
}

export default async function MyDataPage({ params }: { params: MarketLangParams }) {
  const { market, language } = await pageContext(params)
  const { session, customer } = await requireAccountPage(language, '/account/my-data')
  const [data, t] = await Promise.all([
    loadAccountData(customer, { language, currentSessionId: session.id }),
    getTranslations({ locale: language, namespace: 'profile.myData' }),
  ])
  return (
    <AccountScreen language={language} screen="myData">
      <section className={styles.download} aria-labelledby="my-data-download">
        <h2 id="my-data-download">{t('downloadHeading')}</h2>
        <p>{t('downloadText')}</p>
        <a className={styles.downloadLink} href={`/api/user/export/?locale=${language}`} download>
          {t('download')}
        </a>
      </section>
      <MyDataOverview data={data} market={market} language={language} />
    </AccountScreen>
  )
}
