'use client'

/** The account's logout button (spec 02 §4): ends the session, clears the stored id, goes home. */
import { useTranslations } from 'next-intl'
import { useLogout } from './useLogout'

export function LogoutButton() {
  const t = useTranslations('account.auth.logout')
  const { logout, pending } = useLogout()
  return (
    <button
      type="button"
      className="button button--secondary"
      onClick={() => void logout()}
      disabled={pending}
    >
      {pending ? t('pending') : t('button')}
    </button>
  )
}
