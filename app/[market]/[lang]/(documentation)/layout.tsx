/**
 * The documentation layout (spec 01 §2): the shop frame with a table of contents beside the text.
 * `languages` is the header's language switch (a parallel route: documentation stories have
 * translated slugs).
 */
import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import { Link } from '@/lib/i18n/navigation'
import { pageContext, type MarketLangParams } from '@/lib/routing/server/page-params'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { SiteFooter } from '@/components/layout/SiteFooter'
import { MAIN_CONTENT_ID } from '@/components/layout/SkipLink'

export default async function DocumentationLayout({
  children,
  languages,
  params,
}: {
  children: ReactNode
  languages: ReactNode
  params: MarketLangParams
}) {
  const { market, language } = await pageContext(params)
  const t = await getTranslations({ locale: language, namespace: 'common' })
  return (
    <>
      <SiteHeader market={market} language={language} languageSwitch={languages} />
      <div className="container documentation">
        <nav aria-label={t('documentation.contents')} className="documentation__toc">
          <p className="documentation__toc-title">{t('documentation.title')}</p>
          <ul>
            <li>
              <Link href="/documentation">{t('documentation.overview')}</Link>
            </li>
            <li>
              <Link href="/documentation/ui-kit">{t('documentation.uiKit')}</Link>
            </li>
          </ul>
        </nav>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="documentation__main">
          {children}
        </main>
      </div>
      <SiteFooter market={market} language={language} />
    </>
  )
}
