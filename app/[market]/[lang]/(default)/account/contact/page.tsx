/**
 * The account contact form (spec 01 §2 /de/konto/kontakt/, /fr/compte/contactez-nous/), behind the login
 * check (spec 01 §6); name, email and customer number prefilled where the shop option contactFormPrefill
 * is on (spec 02 §3 shop options).
 */
import type { Metadata } from 'next'
import { AccountScreen, accountScreenMetadata } from '@/components/profile/AccountScreen'
import { ContactForm } from '@/components/profile/ContactForm'
import { ProfileMessages } from '@/components/profile/ProfileMessages'
import styles from '@/components/profile/profile.module.css'
import { requireAccountPage } from '@/lib/account/server/page'
import { pageContext, type MarketLangParams } from '@/lib/routing/server/page-params'

export async function generateMetadata({ params }: { params: MarketLangParams }): Promise<Metadata> {
  const { language } = await pageContext(params)
  return accountScreenMetadata(language, 'accountContact')
}

export default async function AccountContactPage({ params }: { params: MarketLangParams }) {
  const { market, language } = await pageContext(params)
  const { customer } = await requireAccountPage(language, '/account/contact')
  const prefill = market.options.contactFormPrefill
    ? {
        name: `${customer.firstName} ${customer.lastName}`.trim(),
        email: customer.email,
        customerNo: String(customer.customerNo),
      }
    : null
  return (
    <AccountScreen language={language} screen="accountContact">
      <div className={styles.panel}>
        <ProfileMessages>
          <ContactForm prefill={prefill} />
        </ProfileMessages>
      </div>
    </AccountScreen>
  )
}
