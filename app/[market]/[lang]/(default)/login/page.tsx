/**
 * Login (spec 01 §2 /de/login/, /fr/login/), open: its heading, a hint when the login check sent the
 * shopper here with a way back (returnTo), and the upcoming-feature notice.
 */
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { pageContext, type MarketLangParams } from '@/lib/routing/server/page-params'
import { safeReturnPath } from '@/lib/auth/rules/return-path'
import { Screen, screenTitle } from '@/components/layout/Screen'

type Props = { params: MarketLangParams; searchParams: Promise<{ returnTo?: string | string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { language } = await pageContext(params)
  return { title: await screenTitle(language, 'login'), robots: { index: false } }
}

export default async function LoginPage({ params, searchParams }: Props) {
  const { language } = await pageContext(params)
  const { returnTo } = await searchParams
  const target = safeReturnPath(typeof returnTo === 'string' ? returnTo : null, '')
  const t = await getTranslations({ locale: language, namespace: 'screens.login' })
  return (
    <Screen language={language} screen="login">
      {target && (
        <p className="screen__hint" data-return-to={target}>
          {t('returnTo')}
        </p>
      )}
    </Screen>
  )
}
