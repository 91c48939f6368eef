/**
 * The default layout (spec 01 §2): header, content, footer. `languages` is the header's language
 * switch, a parallel route so a content page can give it the story's translated slugs.
 */
import type { ReactNode } from 'react'
import { pageContext, type MarketLangParams } from '@/lib/routing/server/page-params'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { SiteFooter } from '@/components/layout/SiteFooter'
import { MAIN_CONTENT_ID } from '@/components/layout/SkipLink'

export default async function DefaultLayout({
  children,
  languages,
  params,
}: {
  children: ReactNode
  languages: ReactNode
  params: MarketLangParams
}) {
  const { market, language } = await pageContext(params)
  return (
    <>
      <SiteHeader market={market} language={language} languageSwitch={languages} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="container page">
        {children}
      </main>
      <SiteFooter market={market} language={language} />
    </>
  )
}
