/**
 * The checkout layout (spec 01 §2): no shop navigation to leave by accident, a way back to the basket,
 * and the legal links a shopper must reach before paying.
 */
import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import { flavourRules } from '@/lib/config'
import { Link } from '@/lib/i18n/navigation'
import { pageContext, type MarketLangParams } from '@/lib/routing/server/page-params'
import { MAIN_CONTENT_ID } from '@/components/layout/SkipLink'
import { SiteFooter } from '@/components/layout/SiteFooter'

export default async function CheckoutLayout({
  children,
  params,
}: {
  children: ReactNode
  params: MarketLangParams
}) {
  const { market, language } = await pageContext(params)
  const t = await getTranslations({ locale: language, namespace: 'common' })
  return (
    <>
      <header className="site-header site-header--checkout">
        <div className="container site-header__bar">
          <Link href="/" className="site-header__brand">
            {flavourRules.brandName}
          </Link>
          <span className="checkout-secure">{t('checkout.secure')}</span>
          <Link href="/basket">{t('checkout.backToBasket')}</Link>
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="container page page--narrow">
        {children}
      </main>
      <SiteFooter market={market} language={language} minimal />
    </>
  )
}
