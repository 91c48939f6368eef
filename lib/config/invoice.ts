/**
 * The seller on invoices, order mails and the thank-you page (issue 11 items 4, 6, 7): company, address,
 * VAT id, the bank account for prepayment and invoice per currency, per flavour (spec 01 §1). Demo data:
 * the IBANs are the published example numbers, no real accounts.
 */
import type { Flavour } from './flavours'
import { FLAVOUR_RULES } from './flavours'
import type { Currency } from './markets'

export interface BankAccount {
  accountHolder: string
  iban: string
  bic: string
  bank: string
}

export interface SellerDetails {
  brand: string
  company: string
  street: string
  postcode: string
  city: string
  country: string
  vatId: string
  email: string
  bank: Record<Currency, BankAccount>
}

/** Days a prepayment waits for the transfer before the order is cancelled (stated on the thank-you page and in the mail). */
export const PREPAYMENT_DUE_DAYS = 7

function seller(flavour: Flavour, company: string, vatId: string): SellerDetails {
  const brand = FLAVOUR_RULES[flavour].brandName
  const domain = brand.toLowerCase()
  return {
    brand,
    company,
    street: 'Musterstraße 1',
    postcode: '50667',
    city: 'Köln',
    country: 'DE',
    vatId,
    email: `service@${domain}.example`,
    bank: {
      EUR: {
        accountHolder: company,
        iban: 'DE89 3704 0044 0532 0130 00',
        bic: 'COBADEFFXXX',
        bank: 'Commerzbank',
      },
      CHF: {
        accountHolder: company,
        iban: 'CH93 0076 2011 6238 5295 7',
        bic: 'UBSWCHZH80A',
        bank: 'UBS Switzerland AG',
      },
    },
  }
}

export const SELLERS: Record<Flavour, SellerDetails> = {
  home: seller('home', 'Hauswelt Handels GmbH', 'DE123456789'),
  baby: seller('baby', 'Babywelt Versand GmbH', 'DE234567891'),
  bm: seller('bm', 'Kindermarkt GmbH', 'DE345678912'),
}

/** The address in one line: "Musterstraße 1, 50667 Köln". */
export const sellerAddressLine = (s: SellerDetails) => `${s.street}, ${s.postcode} ${s.city}`
