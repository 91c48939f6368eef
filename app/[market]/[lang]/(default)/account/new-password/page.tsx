/**
 * New password (spec 01 §2 /de/konto/neues-passwort/, §7), open: the reset link carries the hash query
 * parameter; the form sets the new password with it, or asks for a new link when it is missing or done.
 */
import type { Metadata } from 'next'
import { pageContext, type MarketLangParams } from '@/lib/routing/server/page-params'
import { Screen, screenTitle } from '@/components/layout/Screen'
import { NewPasswordScreen } from '@/components/account/NewPasswordScreen'

type Props = { params: MarketLangParams; searchParams: Promise<{ hash?: string | string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { language } = await pageContext(params)
  // The address holds a secret; the Referrer-Policy header (next.config.ts) keeps it from other sites.
  return { title: await screenTitle(language, 'newPassword'), robots: { index: false } }
}

export default async function NewPasswordPage({ params, searchParams }: Props) {
  const { language } = await pageContext(params)
  const { hash } = await searchParams
  return (
    <Screen language={language} screen="newPassword">
      <NewPasswordScreen language={language} hash={hash} />
    </Screen>
  )
}
