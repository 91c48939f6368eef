/**
 * Checkout login (spec 01 §2 /de/kasse/login/, /fr/espèces/login/), open, in the checkout layout: log
 * in, order as a guest or register (components/account/LoginScreen); each goes on to the checkout.
 */
import type { Metadata } from 'next'
import { pageContext, type MarketLangParams } from '@/lib/routing/server/page-params'
import { skipLoginWhenSignedIn } from '@/lib/auth/server/signed-in'
import { getPathname } from '@/lib/i18n/navigation'
import { Screen, screenTitle } from '@/components/layout/Screen'
import { LoginScreen } from '@/components/account/LoginScreen'

type Props = { params: MarketLangParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { language } = await pageContext(params)
  return { title: await screenTitle(language, 'checkoutLogin'), robots: { index: false } }
}

export default async function CheckoutLoginPage({ params }: Props) {
  const { market, language } = await pageContext(params)
  const checkout = `${getPathname({ locale: language, href: '/checkout' })}/`
  await skipLoginWhenSignedIn(checkout)
  return (
    <Screen language={language} screen="checkoutLogin">
      <LoginScreen
        language={language}
        next={checkout}
        checkout={{ guestNext: checkout, options: market.options }}
      />
    </Screen>
  )
}
