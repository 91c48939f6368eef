/**
 * Address book (spec 01 §2 /de/konto/adressbuch/, /fr/compte/carnet-de-adresses/), behind the login
 * check (spec 01 §6): the customer's billing and shipping addresses, rendered here, changed in the
 * browser island through app/api/user/addresses/ (issue 10 item 2).
 */
import type { Metadata } from 'next'
import { AddressBook } from '@/components/account/address-book/AddressBook'
import { AddressBookMessages } from '@/components/account/address-book/AddressBookMessages'
import { Screen, screenTitle } from '@/components/layout/Screen'
import { MAX_ADDRESSES_PER_CUSTOMER, marketAddressCountries } from '@/lib/account/rules/address-fields'
import { addressBookOf } from '@/lib/account/server/addresses'
import { requireAccountCustomer } from '@/lib/account/server/page-customer'
import { pageContext, type MarketLangParams } from '@/lib/routing/server/page-params'

export async function generateMetadata({ params }: { params: MarketLangParams }): Promise<Metadata> {
  const { language } = await pageContext(params)
  return { title: await screenTitle(language, 'addressBook'), robots: { index: false } }
}

export default async function AddressBookPage({ params }: { params: MarketLangParams }) {
  const { market, language } = await pageContext(params)
  const customer = await requireAccountCustomer(language, '/account/address-book')
  const addresses = await addressBookOf(customer.id)
  return (
    <Screen language={language} screen="addressBook">
      <AddressBookMessages>
        <AddressBook
          initialAddresses={addresses}
          countries={marketAddressCountries(market)}
          max={MAX_ADDRESSES_PER_CUSTOMER}
        />
      </AddressBookMessages>
    </Screen>
  )
}
