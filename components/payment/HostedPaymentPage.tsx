/**
 * The embedded payment service's page (issue 11 item 4): who is paid how much for which order, then the
 * method's own step — a card form, a 3-D Secure challenge, a wallet sheet or a redirect provider's
 * approve/cancel page. Plain forms: it works without JavaScript, as hosted payment pages must.
 */
import { getTranslations } from 'next-intl/server'
import { formatMoney } from '@/lib/catalog/rules/money'
import { flavourRules } from '@/lib/config'
import { paymentPageKind } from '@/lib/payment/rules/decisions'
import type { HostedPayment } from '@/lib/payment/server/hosted-page'
import { CardForm } from './CardForm'
import { DecisionButtons } from './DecisionButtons'
import styles from './hosted.module.css'

interface Props {
  payment: HostedPayment
  problems: string[]
  challenge: boolean
}

export async function HostedPaymentPage({ payment, problems, challenge }: Props) {
  const locale = payment.language
  const t = await getTranslations({ locale, namespace: 'payment' })
  const checkout = await getTranslations({ locale, namespace: 'checkout' })
  const amount = formatMoney(payment.amountCents, { locale, currency: payment.currency })
  const method = checkout(`payment.methods.${payment.method}`)
  const action = `/api/pay/${payment.ref}/`
  const kind = paymentPageKind(payment.method)
  const open = payment.status === 'open' || payment.status === 'pending'

  let step
  if (!open) {
    step = (
      <section aria-labelledby="step" className={styles.step}>
        <h2 id="step">{t('done.heading')}</h2>
        <p>{t('done.intro', { status: t(`status.${payment.status}`) })}</p>
        <a className={styles.primary} href={payment.returnUrl}>
          {t('done.back')}
        </a>
      </section>
    )
  } else if (payment.status === 'pending' || challenge) {
    step = (
      <DecisionButtons
        action={action}
        heading={t('challenge.heading')}
        intro={t('challenge.intro')}
        buttons={[
          { value: 'pass-challenge', label: t('challenge.pass') },
          { value: 'fail-challenge', label: t('challenge.fail'), secondary: true },
        ]}
      />
    )
  } else if (kind === 'card') {
    step = <CardForm action={action} amount={amount} problems={problems} locale={locale} />
  } else if (kind === 'wallet') {
    step = (
      <DecisionButtons
        action={action}
        heading={t('wallet.heading')}
        intro={t('wallet.intro')}
        buttons={[
          { value: 'approve', label: t('wallet.approve') },
          { value: 'cancel', label: t('wallet.cancel'), secondary: true },
        ]}
      />
    )
  } else {
    step = (
      <DecisionButtons
        action={action}
        heading={t('redirect.heading', { method })}
        intro={t('redirect.intro')}
        field={
          payment.method === 'IL'
            ? { label: t('redirect.bank'), placeholder: t('redirect.chooseBank'), choices: IDEAL_BANKS }
            : undefined
        }
        buttons={[
          { value: 'approve', label: t('redirect.approve') },
          { value: 'cancel', label: t('redirect.cancel'), secondary: true },
          { value: 'fail', label: t('redirect.fail'), secondary: true },
        ]}
      />
    )
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <span className={styles.service}>{t('serviceName')}</span>
        <span className={styles.test}>{t('testMode')}</span>
      </header>
      <main className={styles.main}>
        <h1 className={styles.title}>{t('merchant', { merchant: flavourRules.brandName })}</h1>
        <dl className={styles.facts}>
          <div>
            <dt>{t('amount')}</dt>
            <dd className={styles.amount}>{amount}</dd>
          </div>
          <div>
            <dt>{method}</dt>
            <dd>{t('order', { orderNumber: payment.orderNumber })}</dd>
          </div>
        </dl>
        {step}
      </main>
    </div>
  )
}

const IDEAL_BANKS = [
  'ABN AMRO',
  'ASN Bank',
  'bunq',
  'ING',
  'Knab',
  'Rabobank',
  'RegioBank',
  'SNS',
  'Triodos Bank',
]
