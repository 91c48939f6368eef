'use client'

/**
 * The thank-you page's offer to a guest (issue 11 item 7): a password (spec 02 §5 rules with the live
 * checklist and the leaked-password check, as the register form), sent with the order number. The
 * account is created once the link mailed to the order's address is followed — the address was typed,
 * never proven — and the order is then in it. Success and problems are announced; focus follows them.
 */
import { useEffect, useId, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslations } from 'next-intl'
import { keyResolver } from '@/lib/account/client/key-resolver'
import { newPasswordSchema, type NewPasswordFields } from '@/lib/account/rules/password'
import { createGuestAccount } from '@/lib/checkout/client/api'
import { ApiRequestError } from '@/lib/http/client/json'
import { useShop } from '@/components/app-shell/ShopContext'
import { FormSubmit } from '@/components/account/FormSubmit'
import { NewPasswordField } from '@/components/account/NewPasswordField'
import { PasswordGuideDialog } from '@/components/account/PasswordGuideDialog'
import { ACCOUNT_FORM_MODE, useKeyText } from '@/components/account/form-text'
import { useLeakCheck } from '@/components/account/useLeakCheck'
import styles from '../checkout.module.css'

const resolver = keyResolver<NewPasswordFields, NewPasswordFields>(newPasswordSchema)

export function GuestAccountOffer({ orderNumber }: { orderNumber: string }) {
  const t = useTranslations('checkout.thankYou.guestAccount')
  const { language } = useShop()
  const id = useId()
  const keyText = useKeyText()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const doneRef = useRef<HTMLParagraphElement>(null)
  const { register, handleSubmit, setError, setFocus, control, formState } = useForm<NewPasswordFields>({
    resolver,
    defaultValues: { password: '' },
    ...ACCOUNT_FORM_MODE,
  })
  const password = useWatch({ control, name: 'password' })
  const passesLeakCheck = useLeakCheck(setError, 'password')

  const onSubmit = handleSubmit(
    async ({ password }) => {
      setProblem(null)
      setBusy(true)
      try {
        if (!(await passesLeakCheck(password))) return
        const answer = await createGuestAccount({ orderNumber, password }, language)
        setSentTo(answer.email)
      } catch (error) {
        const field =
          error instanceof ApiRequestError
            ? error.details.fields?.find((f) => f.field === 'body.password')
            : undefined
        if (field) {
          setError('password', { type: 'server', message: field.message })
          setFocus('password')
        } else
          setProblem(
            error instanceof ApiRequestError && error.status === 429 ? t('rateLimited') : t('failed'),
          )
      } finally {
        setBusy(false)
      }
    },
    () => setFocus('password'),
  )

  useEffect(() => {
    if (sentTo) doneRef.current?.focus()
  }, [sentTo])

  return (
    <section className={styles.panel} aria-labelledby={`${id}-heading`} data-testid="guest-account">
      <h2 id={`${id}-heading`}>{t('heading')}</h2>
      <p ref={doneRef} role="status" tabIndex={-1} className={sentTo ? styles.applied : styles.quiet}>
        {sentTo ? t('pending', { email: sentTo }) : null}
      </p>
      {!sentTo && (
        <>
          <p>{t('intro')}</p>
          <p className={styles.note}>{t('why')}</p>
          <form method="post" className={styles.fields} onSubmit={onSubmit} noValidate>
            <NewPasswordField
              id={`${id}-password`}
              label={t('password')}
              error={keyText(formState.errors.password?.message)}
              registration={register('password')}
              value={password}
            />
            <FormSubmit problem={problem} busy={busy} label={busy ? t('sending') : t('submit')} />
          </form>
          <PasswordGuideDialog />
        </>
      )}
    </section>
  )
}
