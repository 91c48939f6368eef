'use client'

/**
 * The header's account link with the login state (issue 10 item 7): "Anmelden" to the login page while
 * logged out, "Mein Konto" (with the first name when known) to the account home once logged in. The
 * shared page renders the logged-out link; in the browser the stored id (a 64-character account id,
 * spec 02 §3) gives the state at once and the user query confirms it.
 */
import { useSyncExternalStore } from 'react'
import { useTranslations } from 'next-intl'
import { isAccountId } from '@/lib/session/rules/identity'
import { STORED_USER_ID_KEY } from '@/lib/user/client/stored-id'
import { Link } from '@/lib/i18n/navigation'
import { useUser } from '@/components/session/useUser'
import { HeaderIcon } from '@/components/layout/HeaderIcon'
import styles from './HeaderAccountLink.module.css'

// Other tabs logging in or out change the stored id; this tab's own changes come with the user query.
const subscribe = (onChange: () => void) => {
  window.addEventListener('storage', onChange)
  return () => window.removeEventListener('storage', onChange)
}
const storedAccount = () => {
  try {
    return isAccountId(window.localStorage.getItem(STORED_USER_ID_KEY))
  } catch {
    return false
  }
}
const onServer = () => false

export function HeaderAccountLink() {
  const t = useTranslations('common')
  const { data: user } = useUser()
  const hinted = useSyncExternalStore(subscribe, storedAccount, onServer)
  const loggedIn = user ? user.loggedIn : hinted
  const firstName = loggedIn ? user?.firstName : null
  return (
    <Link
      href={loggedIn ? '/account' : '/login'}
      prefetch={false}
      data-service="account"
      data-logged-in={loggedIn}
      data-testid="header-account-link"
    >
      <HeaderIcon name="account" />
      <span className="site-header__label">
        {firstName && <span className={styles.greeting}>{t('nav.greeting', { firstName })} · </span>}
        {loggedIn ? t('nav.account') : t('nav.login')}
      </span>
    </Link>
  )
}
