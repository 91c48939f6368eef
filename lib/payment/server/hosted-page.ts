import 'server-only'

/** What the embedded payment page shows of a payment (issue 11 item 4): read once per request. */
import { cache } from 'react'
import { getDb } from '@/lib/db'
import type { PaymentCode } from '@/lib/config/payment'
import type { Language } from '@/lib/config/markets'
import { LANGUAGES } from '@/lib/config/markets'
import type { PaymentStatus } from '../rules/port'
import { readPayment } from './embedded'

export interface HostedPayment {
  ref: string
  orderNumber: string
  method: PaymentCode
  amountCents: number
  currency: 'EUR' | 'CHF'
  language: Language
  status: PaymentStatus
  returnUrl: string
}

const REF_PATTERN = /^psp_[A-Za-z0-9_-]{24}$/

export const hostedPayment = cache(async (ref: string): Promise<HostedPayment | null> => {
  if (!REF_PATTERN.test(ref)) return null
  const row = await readPayment(await getDb(), ref)
  if (!row) return null
  const language = (LANGUAGES as readonly string[]).includes(row.language) ? (row.language as Language) : 'de'
  return {
    ref: row.ref,
    orderNumber: row.orderNumber,
    method: row.method as PaymentCode,
    amountCents: row.amountCents,
    currency: row.currency as 'EUR' | 'CHF',
    language,
    status: row.status as PaymentStatus,
    returnUrl: row.returnUrl,
  }
})

export const isPaymentRef = (ref: string) => REF_PATTERN.test(ref)
