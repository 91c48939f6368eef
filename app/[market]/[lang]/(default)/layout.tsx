import type { ReactNode } from 'react'
import { pageContext, type MarketLangParams } from '@/lib/routing/page-params'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { SiteFooter } from '@/components/layout/SiteFooter'
import { MAIN_CONTENT_ID } from '@/components/layout/SkipLink'

/** The default layout (spec 01 §2): header, content, footer. */
export default async function DefaultLayout({
  children,
  params,
}: {
  children: ReactNode
  params: MarketLangParams
}) {
  const { market, language } = await pageContext(params)
  return (
    <>
      <SiteHeader market={market} language={language} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="container page">
        {children}
      </main>
      <SiteFooter market={market} language={language} />
    </>
  )
}
