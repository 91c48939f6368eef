/**
 * Change password (spec 01 §2 /de/konto/passwort/, /fr/compte/mot-de-passe/), behind the login check
 * (spec 01 §6); the rules of spec 02 §5.
 */
import type { Metadata } from 'next'
import { AccountScreen, accountScreenMetadata } from '@/components/profile/AccountScreen'
import { ChangePasswordForm } from '@/components/profile/ChangePasswordForm'
import { ProfileMessages } from '@/components/profile/ProfileMessages'
import styles from '@/components/profile/profile.module.css'
import { requireAccountPage } from '@/lib/account/server/page'
import { pageContext, type MarketLangParams } from '@/lib/routing/server/page-params'

export async function generateMetadata({ params }: { params: MarketLangParams }): Promise<Metadata> {
  const { language } = await pageContext(params)
  return accountScreenMetadata(language, 'password')
}

export default async function PasswordPage({ params }: { params: MarketLangParams }) {
  const { language } = await pageContext(params)
  const { customer } = await requireAccountPage(language, '/account/password')
  return (
    <AccountScreen language={language} screen="password">
      <div className={styles.panel}>
        <ProfileMessages>
          <ChangePasswordForm username={customer.email} />
        </ProfileMessages>
      </div>
    </AccountScreen>
  )
}
