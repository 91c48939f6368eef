/**
 * The embedded payment service's hosted page (issue 11 item 4): the shop sends the shopper here to pay
 * an online method; the decision goes to POST /api/pay/{ref}/ and the shopper returns to the shop.
 */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { hostedPayment } from '@/lib/payment/server/hosted-page'
import { HostedPaymentPage } from '@/components/payment/HostedPaymentPage'

type Props = {
  params: Promise<{ ref: string }>
  searchParams: Promise<{ problems?: string; step?: string }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const payment = await hostedPayment((await params).ref)
  if (!payment) return {}
  const t = await getTranslations({ locale: payment.language, namespace: 'payment' })
  return { title: `${t('pageTitle', { orderNumber: payment.orderNumber })} – ${t('serviceName')}` }
}

export default async function PaymentPage({ params, searchParams }: Props) {
  const payment = await hostedPayment((await params).ref)
  if (!payment) notFound()
  const { problems, step } = await searchParams
  return (
    <HostedPaymentPage
      payment={payment}
      problems={(problems ?? '').split(',').filter(Boolean)}
      challenge={step === 'challenge'}
    />
  )
}
