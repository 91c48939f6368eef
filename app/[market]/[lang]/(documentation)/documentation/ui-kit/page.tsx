import type { Metadata } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations } from 'next-intl/server'
import { clientMessages } from '@/lib/i18n/messages'
import { pageContext, type MarketLangParams } from '@/lib/routing/server/page-params'
import { DialogRegistryTable } from '@/components/uikit/DialogRegistryTable'
import { UiKitDialogs } from '@/components/uikit/UiKitDialogs'
import { UiKitToasts } from '@/components/uikit/UiKitToasts'
import styles from '@/components/uikit/UiKit.module.css'

export async function generateMetadata({ params }: { params: MarketLangParams }): Promise<Metadata> {
  const { language } = await pageContext(params)
  const t = await getTranslations({ locale: language, namespace: 'uikit' })
  return { title: t('title'), robots: { index: false } }
}

/** The UI kit for editors and QA: dialog positions, stacking and every toast type (spec 02 §2, §4). */
export default async function UiKitPage({ params }: { params: MarketLangParams }) {
  // Validates market and language and calls setRequestLocale for static rendering.
  const { market, language } = await pageContext(params)
  const t = await getTranslations('uikit')
  // The root layout sends only the shared namespaces to the browser; this page's islands add theirs.
  const messages = clientMessages(await getMessages(), ['uikit'])
  return (
    <NextIntlClientProvider locale={language} messages={messages} timeZone={market.timezone}>
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
    </NextIntlClientProvider>
  )
}
