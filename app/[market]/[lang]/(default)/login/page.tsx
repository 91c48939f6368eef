/**
 * Login (spec 01 §2 /de/login/, /fr/login/), open: log in or register (components/account/LoginScreen),
 * then on to the safe return address the login check sent along (returnTo), else the account home.
 * The account mails link here too: `?activate=TOKEN` confirms a registration, `?forgot=1` opens the
 * forgot-password dialog (components/account/MailLinks.tsx).
 */
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { pageContext, type MarketLangParams } from '@/lib/routing/server/page-params'
import { safeReturnPath } from '@/lib/auth/rules/return-path'
import { skipLoginWhenSignedIn } from '@/lib/auth/server/signed-in'
import { getPathname } from '@/lib/i18n/navigation'
import { Screen, screenTitle } from '@/components/layout/Screen'
import { LoginScreen } from '@/components/account/LoginScreen'

type Query = 'returnTo' | 'activate' | 'forgot'
type Props = { params: MarketLangParams; searchParams: Promise<Partial<Record<Query, string | string[]>>> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { language } = await pageContext(params)
  return { title: await screenTitle(language, 'login'), robots: { index: false } }
}

export default async function LoginPage({ params, searchParams }: Props) {
  const { language } = await pageContext(params)
  const { returnTo, activate, forgot } = await searchParams
  const target = safeReturnPath(typeof returnTo === 'string' ? returnTo : null, '')
  const next = target || `${getPathname({ locale: language, href: '/account' })}/`
  // A confirmation link is followed even while logged in (to another account, or a stale tab): else the
  // registration it confirms would never become an account.
  const mailLink = { activate: typeof activate === 'string' ? activate : undefined, forgot: forgot === '1' }
  if (mailLink.activate === undefined) await skipLoginWhenSignedIn(next)
  const t = await getTranslations({ locale: language, namespace: 'screens.login' })
  return (
    <Screen language={language} screen="login">
      {target && (
        <p className="screen__hint" data-return-to={target}>
          {t('returnTo')}
        </p>
      )}
      <LoginScreen language={language} next={next} mailLink={mailLink} />
    </Screen>
  )
}
