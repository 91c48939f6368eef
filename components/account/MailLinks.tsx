'use client'

/**
 * What the account mails' links ask of the login page (issue 10: double opt-in registration; the
 * "someone tried to register with your address" mail). `?activate=TOKEN` confirms the new account with
 * one POST once the page runs (a mail scanner that only fetches the link confirms nothing) and says how
 * it went in a live region above the forms; `?forgot=1` opens the forgot-password dialog at once. Both
 * take their parameter out of the address afterwards, so a reload does not repeat them.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslations } from 'next-intl'
import { activateAccount, type FormProblem } from '@/lib/account/client/auth-api'
import { dropQueryParameter } from '@/lib/account/client/mail-link'
import { isLinkToken } from '@/lib/account/rules/link-token'
import { useDialogStore } from '@/lib/ui/client/dialog-store'
import { useShop } from '@/components/app-shell/ShopContext'
import { focusLoginEmail } from './LoginForm'
import { useProblemText } from './form-text'
import styles from './auth.module.css'

type Activation =
  | { kind: 'pending' | 'confirmed' | 'expired' }
  /** No answer, a server fault or a rate limit: the token may still be good, so it stays for a retry. */
  | { kind: 'failed'; problem: FormProblem }

const LOOK: Record<Activation['kind'], string | undefined> = {
  pending: styles.note,
  confirmed: styles.info,
  expired: styles.problem,
  failed: styles.problem,
}

export function AccountActivation({ token }: { token: string }) {
  const t = useTranslations('account.auth.activation')
  const problemText = useProblemText()
  const { language } = useShop()
  // A token of the wrong shape cannot be good: no call for it.
  const [state, setState] = useState<Activation>(() => ({ kind: isLinkToken(token) ? 'pending' : 'expired' }))
  // Development renders effects twice (React strict mode); a used link must be posted once.
  const started = useRef(false)

  const activate = useCallback(() => {
    void activateAccount(language, token).then((outcome) => {
      if (outcome.ok) {
        dropQueryParameter('activate')
        setState({ kind: 'confirmed' })
        focusLoginEmail()
      } else if (outcome.problem.kind === 'expired-link') {
        dropQueryParameter('activate')
        setState({ kind: 'expired' })
      } else {
        setState({ kind: 'failed', problem: outcome.problem })
      }
    })
  }, [language, token])

  useEffect(() => {
    if (started.current) return
    started.current = true
    if (isLinkToken(token)) activate()
    else dropQueryParameter('activate')
  }, [activate, token])

  const retry = () => {
    setState({ kind: 'pending' })
    activate()
  }

  return (
    <div className={styles.mailLink} data-testid="account-activation" data-state={state.kind}>
      {/* Rendered with the page: its changes are announced, the first text is read in page order. */}
      <p role="status" className={LOOK[state.kind]}>
        {state.kind === 'failed' ? problemText(state.problem) : t(state.kind)}
      </p>
      {state.kind === 'failed' && (
        <button type="button" className={styles.linkButton} onClick={retry}>
          {t('retry')}
        </button>
      )}
    </div>
  )
}

/**
 * `?forgot=1`: the dialog opens over the login form. Focus goes to the form's address field first, so
 * closing the dialog returns it there rather than to the top of the page.
 */
export function ForgotPasswordOnLoad() {
  const open = useDialogStore((state) => state.open)
  useEffect(() => {
    focusLoginEmail()
    open('forgotPassword')
    dropQueryParameter('forgot')
  }, [open])
  return null
}
