/**
 * The embedded payment service's own root layout: it stands for another site (a provider's hosted page),
 * so it carries none of the shop's layout, only the page's language.
 */
import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { hostedPayment } from '@/lib/payment/server/hosted-page'

export const metadata: Metadata = { robots: { index: false, follow: false } }

export default async function PaymentLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<{ ref: string }>
}) {
  const payment = await hostedPayment((await params).ref)
  return (
    <html lang={payment?.language ?? 'de'}>
      <body style={{ margin: 0 }}>{children}</body>
    </html>
  )
}
