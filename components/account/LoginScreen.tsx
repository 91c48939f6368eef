/**
 * The sections of the login pages (spec 01 §2 login and checkout login; spec 02 §3 field groups): log in,
 * order as a guest (checkout only) and register, each a client form island under its own heading. On
 * the checkout login the market's options pick the section shown first and a jump to the guest form.
 * Above them, what a mailed link asks (MailLinks.tsx): confirming a new account, or the forgot dialog.
 */
import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import type { Language, Market } from '@/lib/config'
import { AuthMessages } from './AuthMessages'
import { GuestForm } from './GuestForm'
import { LoginForm } from './LoginForm'
import { AccountActivation, ForgotPasswordOnLoad } from './MailLinks'
import { RegisterForm } from './RegisterForm'
import styles from './auth.module.css'

type SectionKey = 'login' | 'guest' | 'register'

interface Props {
  language: Language
  /** Where a login or a new account goes on: a safe, localised shop path. */
  next: string
  /** Checkout login only: where a guest goes on, and the market's options for the sections. */
  checkout?: {
    guestNext: string
    options: Pick<Market['options'], 'checkoutLoginFirstView' | 'checkoutLoginGoToGuestBtn'>
  }
  /** The login page's query from the account mails: `?activate=TOKEN`, `?forgot=1`. */
  mailLink?: { activate?: string; forgot?: boolean }
}

const titleId = (key: SectionKey) => `auth-${key}-title`

export async function LoginScreen({ language, next, checkout, mailLink }: Props) {
  const t = await getTranslations({ locale: language, namespace: 'account.auth' })
  const place = checkout ? 'checkout' : 'account'
  const forms: Record<SectionKey, ReactNode> = {
    login: <LoginForm next={next} place={place} />,
    guest: checkout ? <GuestForm next={checkout.guestNext} place={place} /> : null,
    register: <RegisterForm next={next} place={place} />,
  }
  const order: SectionKey[] = !checkout
    ? ['login', 'register']
    : checkout.options.checkoutLoginFirstView === 'guest'
      ? ['guest', 'login', 'register']
      : ['login', 'guest', 'register']
  const jumpToGuest = checkout?.options.checkoutLoginGoToGuestBtn && order[0] !== 'guest'
  return (
    <AuthMessages locale={language}>
      {mailLink?.activate !== undefined && <AccountActivation token={mailLink.activate} />}
      {mailLink?.forgot && <ForgotPasswordOnLoad />}
      {jumpToGuest && (
        <p>
          <a href={`#${titleId('guest')}`} className="button button--secondary">
            {t('guest.title')}
          </a>
        </p>
      )}
      <div className={styles.sections}>
        {order.map((key) => (
          <section key={key} aria-labelledby={titleId(key)} className={styles.section} data-section={key}>
            <h2 id={titleId(key)} tabIndex={-1}>
              {t(`${key}.title`)}
            </h2>
            <p className={styles.intro}>{t(`${key}.intro`)}</p>
            {forms[key]}
          </section>
        ))}
      </div>
    </AuthMessages>
  )
}
