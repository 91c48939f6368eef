/**
 * The UI kit (/{lang}/documentation/ui-kit/) for editors and QA: dialog positions, stacking and every
 * toast type (spec 02 §2, §4).
 */
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { pageContext, type MarketLangParams } from '@/lib/routing/server/page-params'
import { DialogRegistryTable } from '@/components/uikit/DialogRegistryTable'
import { UiKitDialogs } from '@/components/uikit/UiKitDialogs'
import { UiKitMessages } from '@/components/uikit/UiKitMessages'
import { UiKitToasts } from '@/components/uikit/UiKitToasts'
import styles from '@/components/uikit/UiKit.module.css'

export async function generateMetadata({ params }: { params: MarketLangParams }): Promise<Metadata> {
  const { language } = await pageContext(params)
  const t = await getTranslations({ locale: language, namespace: 'uikit' })
  return { title: t('title'), robots: { index: false } }
}

export default async function UiKitPage({ params }: { params: MarketLangParams }) {
  // Validates market and language and calls setRequestLocale for static rendering.
  const { market, language } = await pageContext(params)
  const t = await getTranslations('uikit')
  return (
    <UiKitMessages locale={language} timeZone={market.timezone}>
      <article className={styles.page}>
        <header className={styles.section}>
          <h1>{t('title')}</h1>
          <p>{t('intro')}</p>
        </header>
        <section className={styles.section} aria-labelledby="uikit-dialogs">
          <h2 id="uikit-dialogs">{t('dialogs.heading')}</h2>
          <p>{t('dialogs.description')}</p>
          <UiKitDialogs />
        </section>
        <section className={styles.section} aria-labelledby="uikit-toasts">
          <h2 id="uikit-toasts">{t('toasts.heading')}</h2>
          <p>{t('toasts.description')}</p>
          <UiKitToasts />
        </section>
        <section className={styles.section} aria-labelledby="uikit-registry">
          <h2 id="uikit-registry">{t('registry.heading')}</h2>
          <DialogRegistryTable />
        </section>
      </article>
    </UiKitMessages>
  )
}
