'use client'

/**
 * The password-guide dialog of spec 02 §2: the password rules of spec 02 §5 in words, the leaked-password
 * check, and tips for a password that is strong and easy to remember. Informs only (non-modal kind).
 */
import { useTranslations } from 'next-intl'
import { PASSWORD_MESSAGE_VALUES } from '@/lib/account/rules/password'
import { Dialog } from '@/components/dialog/Dialog'
import styles from './auth.module.css'

const RULES = ['length', 'letters', 'noSpaces', 'leaked'] as const
const TIPS = ['passphrase', 'unique', 'manager', 'personal'] as const

export function PasswordGuideDialog() {
  const t = useTranslations('account.auth.passwordGuide')
  return (
    <Dialog kind="passwordGuide" title={t('title')}>
      <div className={styles.guide}>
        <h3>{t('rulesTitle')}</h3>
        <ul>
          {RULES.map((rule) => (
            <li key={rule}>{t(`rules.${rule}`, PASSWORD_MESSAGE_VALUES)}</li>
          ))}
        </ul>
        <h3>{t('tipsTitle')}</h3>
        <ul>
          {TIPS.map((tip) => (
            <li key={tip}>{t(`tips.${tip}`)}</li>
          ))}
        </ul>
      </div>
    </Dialog>
  )
}
