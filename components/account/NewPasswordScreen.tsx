/**
 * The new-password page's body (spec 01 §2 /de/konto/neues-passwort/?hash=…, §7): with a link secret of
 * the right shape, the form; without one (a link cut short by the mail program, or none at all), the
 * notice that the link is incomplete and the form that mails a new one.
 */
import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/config'
import { isLinkToken } from '@/lib/account/rules/link-token'
import { AuthMessages } from './AuthMessages'
import { NewLinkRequest } from './NewLinkRequest'
import { NewPasswordForm } from './NewPasswordForm'
import styles from './auth.module.css'

export async function NewPasswordScreen({ language, hash }: { language: Language; hash: unknown }) {
  const t = await getTranslations({ locale: language, namespace: 'screens.newPassword' })
  return (
    <AuthMessages locale={language}>
      <div className={`${styles.section} ${styles.single}`}>
        {isLinkToken(hash) ? (
          <NewPasswordForm hash={hash} />
        ) : (
          <>
            <p className={styles.warning} data-testid="missing-hash">
              {t('missingHash')}
            </p>
            <NewLinkRequest />
          </>
        )}
      </div>
    </AuthMessages>
  )
}
