'use client'

/**
 * Ordering as a guest on the checkout login page (spec 02 §3 group guest, §7 POST
 * /api/user/auth/guest/): the register fields without a password; then on to the checkout.
 */
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslations } from 'next-intl'
import { guest, type FormProblem } from '@/lib/account/client/auth-api'
import { keyResolver } from '@/lib/account/client/key-resolver'
import { guestSchema, type GuestFields } from '@/lib/account/rules/fields'
import { useShop } from '@/components/app-shell/ShopContext'
import {
  EMPTY_PERSON,
  NewsletterField,
  PersonFields,
  subscribeIfTicked,
  type PersonValues,
} from './PersonFields'
import { focusFirstProblem, showFieldProblems, useProblemText, ACCOUNT_FORM_MODE } from './form-text'
import type { AuthPlace } from '@/lib/tracking/rules/auth'
import { useAfterSignIn } from './useAfterSignIn'
import { FormSubmit } from './FormSubmit'
import styles from './auth.module.css'

const resolver = keyResolver<PersonValues, GuestFields>(guestSchema)
const SHOWN_ORDER = ['gender', 'first_name', 'last_name', 'email', 'newsletter'] as const

export function GuestForm({ next, place = 'account' }: { next: string; place?: AuthPlace }) {
  const t = useTranslations('account.auth')
  const id = useId()
  const { language, shopId } = useShop()
  const problemText = useProblemText()
  const afterSignIn = useAfterSignIn()
  const [problem, setProblem] = useState<FormProblem | null>(null)
  const [done, setDone] = useState(false)
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<PersonValues, unknown, GuestFields>({
    resolver,
    defaultValues: EMPTY_PERSON,
    ...ACCOUNT_FORM_MODE,
  })

  const onSubmit = handleSubmit(
    async (values) => {
      setProblem(null)
      const outcome = await guest(language, values)
      if (!outcome.ok) {
        showFieldProblems({ setError, setFocus }, SHOWN_ORDER, outcome.fields)
        setProblem(outcome.problem)
        return
      }
      setDone(true)
      subscribeIfTicked(values, shopId, 'guest')
      afterSignIn(outcome.user, {
        auth: { action: 'guest', place },
        next,
      })
    },
    (problems) => focusFirstProblem(setFocus, SHOWN_ORDER, problems),
  )

  const busy = isSubmitting || done
  return (
    <form method="post" className={styles.form} onSubmit={onSubmit} noValidate data-testid="guest-form">
      <p className={styles.requiredHint}>{t('requiredHint')}</p>
      <PersonFields id={id} register={register} errors={errors} />
      <NewsletterField id={id} register={register} errors={errors} />
      <FormSubmit
        problem={problemText(problem)}
        busy={busy}
        label={busy ? t('guest.sending') : t('guest.submit')}
      />
    </form>
  )
}
