/** A screen of spec 01 §2 with its heading and introduction, and its page title from the same message. */
import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/config'

export type ScreenKey =
  | 'account'
  | 'addressBook'
  | 'balance'
  | 'password'
  | 'accountContact'
  | 'deleteAccount'
  | 'order'
  | 'complaint'
  | 'myData'
  | 'orders'
  | 'personalData'
  | 'newPassword'
  | 'basket'
  | 'checkout'
  | 'checkoutLogin'
  | 'contact'
  | 'documentation'
  | 'login'
  | 'product'
  | 'search'
  | 'thankYou'
  | 'wishlist'

interface ScreenProps {
  language: Language
  screen: ScreenKey
  values?: Record<string, string>
  children?: ReactNode
}

export async function Screen({ language, screen, values, children }: ScreenProps) {
  const t = await getTranslations({ locale: language, namespace: 'screens' })
  return (
    <article className="screen" data-screen={screen}>
      <header className="screen__header">
        <h1>{t(`${screen}.title`, values)}</h1>
        <p className="screen__intro">{t(`${screen}.intro`)}</p>
      </header>
      {children}
    </article>
  )
}

/** Page title for generateMetadata, from the same message as the heading. */
export async function screenTitle(language: Language, screen: ScreenKey, values?: Record<string, string>) {
  const t = await getTranslations({ locale: language, namespace: 'screens' })
  return t(`${screen}.title`, values)
}
