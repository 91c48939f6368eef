'use client'

/**
 * The password rules of spec 02 §5 shown live while the shopper types: each rule met or still open.
 * Not a live region (it would talk on every key); the field is described by it, so it is read with the
 * field, and the field's own problem is announced on blur and submit.
 */
import { useTranslations } from 'next-intl'
import { PASSWORD_MESSAGE_VALUES, passwordProblems, type PasswordProblem } from '@/lib/account/rules/password'
import styles from './auth.module.css'

const RULES = [
  { key: 'length', problems: ['minLength', 'maxLength'] },
  { key: 'lowercase', problems: ['lowercaseLetter'] },
  { key: 'uppercase', problems: ['uppercaseLetter'] },
  { key: 'noSpaces', problems: ['noSpaces'] },
] as const satisfies readonly { key: string; problems: readonly PasswordProblem[] }[]

/** Which rules a value meets; nothing is met before something (other than blanks) is typed. */
export function metRules(value: string): Record<(typeof RULES)[number]['key'], boolean> {
  const problems: readonly PasswordProblem[] = passwordProblems(value)
  const typed = !problems.includes('required')
  const met = (rule: (typeof RULES)[number]) =>
    typed && !rule.problems.some((problem: PasswordProblem) => problems.includes(problem))
  return Object.fromEntries(RULES.map((rule) => [rule.key, met(rule)])) as ReturnType<typeof metRules>
}

export function PasswordChecklist({ id, value }: { id: string; value: string }) {
  const t = useTranslations('account.auth.passwordRules')
  const met = metRules(value)
  return (
    <div id={id} className={styles.rules} data-testid="password-rules">
      <p>{t('title')}</p>
      <ul>
        {RULES.map(({ key }) => (
          <li key={key} data-met={met[key]}>
            <span className={styles.mark} aria-hidden="true">
              {met[key] ? '✓' : '○'}
            </span>
            {t(key, PASSWORD_MESSAGE_VALUES)}
            <span className="visually-hidden">: {met[key] ? t('met') : t('open')}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
