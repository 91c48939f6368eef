/**
 * Delete account (spec 01 §2 /de/konto/account-loeschen/, /fr/compte/supprimer/), behind the login check
 * (spec 01 §6): what is deleted and what the law makes us keep, then the "delete account" dialog (spec
 * 02 §2) that asks for the password.
 */
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { AccountScreen, accountScreenMetadata } from '@/components/profile/AccountScreen'
import { DeleteAccount } from '@/components/profile/DeleteAccount'
import { ProfileMessages } from '@/components/profile/ProfileMessages'
import styles from '@/components/profile/overview.module.css'
import { requireAccountPage } from '@/lib/account/server/page'
import { pageContext, type MarketLangParams } from '@/lib/routing/server/page-params'

export async function generateMetadata({ params }: { params: MarketLangParams }): Promise<Metadata> {
  const { language } = await pageContext(params)
  return accountScreenMetadata(language, 'deleteAccount')
}

export default async function DeleteAccountPage({ params }: { params: MarketLangParams }) {
  const { language } = await pageContext(params)
  await requireAccountPage(language, '/account/delete')
  const t = await getTranslations({ locale: language, namespace: 'profile.delete' })
  return (
    <AccountScreen language={language} screen="deleteAccount">
      <div className={styles.facts}>
        <section className={styles.section}>
          <h2>{t('deletedHeading')}</h2>
          <ul>
            <li>{t('deletedProfile')}</li>
            <li>{t('deletedAddresses')}</li>
            <li>{t('deletedLists')}</li>
            <li>{t('deletedMessages')}</li>
          </ul>
        </section>
        <section className={styles.section}>
          <h2>{t('keptHeading')}</h2>
          <p>{t('kept')}</p>
        </section>
      </div>
      <ProfileMessages>
        <DeleteAccount />
      </ProfileMessages>
    </AccountScreen>
  )
}
