/**
 * Root app of spec 02 §2 for every shop page: loading bar, skip link, layout areas, the add-to-cart and
 * consent slots; the metadata with the favicons per locale (spec 01 §7).
 */
import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import { APP_RELEASE_VERSION, flavourRules, gtmId, localeOf } from '@/lib/config'
import { toClientShop } from '@/lib/config/client'
import { marketLanguageParams, pageContext, type MarketLangParams } from '@/lib/routing/server/page-params'
import { AppShellMessages } from '@/components/app-shell/AppShellMessages'
import { Providers } from '@/components/app-shell/Providers'
import { SkipLink } from '@/components/layout/SkipLink'
import { LazyLoadingBar } from '@/components/loading-bar/LazyLoadingBar'
import { LazyAddToCartLayer } from '@/components/basket/LazyAddToCartLayer'
import { LazyBasketNotices } from '@/components/basket/LazyBasketNotices'
import { LazyToastHost } from '@/components/toast/LazyToastHost'
import { LazyRedirectNotices } from '@/components/toast/LazyRedirectNotices'
import { VisitorIdentity } from '@/components/session/VisitorIdentity'
import { LanguageCookie } from '@/components/i18n/LanguageCookie'
import { ConsentGate } from '@/components/consent/ConsentGate'
import { ConsentBannerShell } from '@/components/consent/ConsentBannerShell'
import { ConsentShellScript } from '@/components/consent/ConsentShellScript'
import { loadConsentTexts } from '@/lib/content/server/layout'
import { CountryPicker } from '@/components/geo/CountryPicker'
import { ConsentModeDefaults } from '@/components/tracking/ConsentModeDefaults'
import { LazyTrackingScripts } from '@/components/tracking/LazyTrackingScripts'
import { LazyMonitoring } from '@/components/monitoring/LazyMonitoring'
import '@/components/app-shell/globals.css'
import '@/components/app-shell/site-header.css'

export const generateStaticParams = marketLanguageParams

const ICON_SIZES = [16, 32, 48, 192] as const

export async function generateMetadata({ params }: { params: MarketLangParams }): Promise<Metadata> {
  const { market, language } = await pageContext(params)
  const { iso } = localeOf(market, language)
  const t = await getTranslations({ locale: language, namespace: 'common' })
  return {
    title: { template: `%s | ${flavourRules.brandName}`, default: flavourRules.brandName },
    description: t('shopOf', { country: t(`countries.${market.country}`) }),
    icons: {
      icon: ICON_SIZES.map((size) => ({
        url: `/icon-${iso}-${size}x${size}.png`,
        sizes: `${size}x${size}`,
        type: 'image/png',
      })),
      apple: { url: `/icon-${iso}-180x180.png`, sizes: '180x180' },
    },
    other: { release: APP_RELEASE_VERSION, 'build-id': process.env.BUILD_ID ?? 'dev' },
  }
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: flavourRules.theme.primary,
}

export default async function RootLayout({
  children,
  params,
}: {
  children: ReactNode
  params: MarketLangParams
}) {
  const { market, language } = await pageContext(params)
  const consentTexts = await loadConsentTexts(language, market)
  // The editors' consent version (spec 02 §4): raising it asks every visitor again.
  const consentVersion = consentTexts?.version ?? 1
  const theme = { '--color-primary': flavourRules.theme.primary, '--color-accent': flavourRules.theme.accent }
  return (
    // suppressHydrationWarning: the head's consent script marks the root element before React runs.
    <html lang={localeOf(market, language).iso} dir="ltr" data-market={market.code} suppressHydrationWarning>
      <head>
        <ConsentModeDefaults />
        <ConsentShellScript />
      </head>
      <body style={theme as React.CSSProperties}>
        <AppShellMessages locale={language} timeZone={market.timezone}>
          <Providers shop={toClientShop(market, language)}>
            <SkipLink />
            {/* First in the document, so it paints with the page's first paint (it is fixed, and inert). */}
            <ConsentBannerShell texts={consentTexts} language={language} />
            <LazyLoadingBar />
            {children}
            <div id="slot-add-to-cart-layer" data-slot="add-to-cart-layer">
              <LazyAddToCartLayer />
            </div>
            <div id="slot-consent-banner" data-slot="consent-banner">
              <ConsentGate version={consentVersion} />
            </div>
            <LazyToastHost />
            <LazyRedirectNotices />
            <LazyBasketNotices />
            <VisitorIdentity />
            <LanguageCookie />
            <CountryPicker />
            <LazyTrackingScripts gtmId={gtmId} />
            <LazyMonitoring />
          </Providers>
        </AppShellMessages>
      </body>
    </html>
  )
}
