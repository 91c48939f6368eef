/**
 * New password (spec 01 §2 /de/konto/neues-passwort/), open: the reset link carries a hash query
 * parameter; without one the page says the link is incomplete. Then the upcoming-feature notice.
 */
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { pageContext, type MarketLangParams } from '@/lib/routing/server/page-params'
import { Screen, screenTitle } from '@/components/layout/Screen'

type Props = { params: MarketLangParams; searchParams: Promise<{ hash?: string | string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { language } = await pageContext(params)
  return { title: await screenTitle(language, 'newPassword'), robots: { index: false } }
}

export default async function NewPasswordPage({ params, searchParams }: Props) {
  const { language } = await pageContext(params)
  const { hash } = await searchParams
  const t = await getTranslations({ locale: language, namespace: 'screens.newPassword' })
  return (
    <Screen language={language} screen="newPassword">
      {typeof hash !== 'string' || hash === '' ? (
        <p className="notice notice--warning" role="status">
          {t('missingHash')}
        </p>
      ) : null}
    </Screen>
  )
}
