/**
 * Personal data (spec 01 §2 /de/konto/persoenliche-daten/, /fr/compte/donnees-personnelles/), behind the
 * login check (spec 01 §6): the customer's User fields of spec 02 §3 in a form.
 */
import type { Metadata } from 'next'
import { AccountScreen, accountScreenMetadata } from '@/components/profile/AccountScreen'
import { PersonalDataForm } from '@/components/profile/PersonalDataForm'
import { ProfileMessages } from '@/components/profile/ProfileMessages'
import styles from '@/components/profile/profile.module.css'
import { requireAccountPage } from '@/lib/account/server/page'
import { pageContext, type MarketLangParams } from '@/lib/routing/server/page-params'

export async function generateMetadata({ params }: { params: MarketLangParams }): Promise<Metadata> {
  const { language } = await pageContext(params)
  return accountScreenMetadata(language, 'personalData')
}

export default async function PersonalDataPage({ params }: { params: MarketLangParams }) {
  const { language } = await pageContext(params)
  const { customer } = await requireAccountPage(language, '/account/personal-data')
  return (
    <AccountScreen language={language} screen="personalData">
      <div className={styles.panel}>
        <ProfileMessages>
          <PersonalDataForm
            initial={{
              first_name: customer.firstName,
              last_name: customer.lastName,
              gender: customer.gender,
              email: customer.email,
              phone: customer.phone ?? '',
              birth_date: customer.birthDate ?? '',
            }}
          />
        </ProfileMessages>
      </div>
    </AccountScreen>
  )
}
