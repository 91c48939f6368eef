/** An account screen of spec 01 §2 with its heading, the way back to the account home, and its content. */
import type { ReactNode } from 'react'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/config'
import { Link } from '@/lib/i18n/navigation'
import { Screen, screenTitle, type ScreenKey } from '@/components/layout/Screen'
import styles from './profile.module.css'

export async function AccountScreen({
  language,
  screen,
  children,
}: {
  language: Language
  screen: ScreenKey
  children: ReactNode
}) {
  const t = await getTranslations({ locale: language, namespace: 'profile' })
  return (
    <Screen language={language} screen={screen}>
      <Link href="/account" className={styles.back}>
        <span aria-hidden="true">← </span>
        {t('backToAccount')}
      </Link>
      {children}
    </Screen>
  )
}

/** Account screens are a customer's own: titled like their heading, never indexed. */
export async function accountScreenMetadata(language: Language, screen: ScreenKey): Promise<Metadata> {
  return { title: await screenTitle(language, screen), robots: { index: false } }
}
