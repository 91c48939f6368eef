/**
 * The card step of the embedded payment page: holder, number, expiry and security code, with the
 * fields in question marked and summarised (announced on load), and the documented test numbers.
 */
import { getTranslations } from 'next-intl/server'
import { TEST_CARDS } from '@/lib/payment/rules/cards'
import type { Language } from '@/lib/config/markets'
import styles from './hosted.module.css'

const FIELDS = [
  { name: 'holder', autoComplete: 'cc-name', inputMode: undefined },
  { name: 'number', autoComplete: 'cc-number', inputMode: 'numeric' },
  { name: 'expiry', autoComplete: 'cc-exp', inputMode: 'numeric' },
  { name: 'cvc', autoComplete: 'cc-csc', inputMode: 'numeric' },
] as const

const grouped = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ')

export async function CardForm(props: {
  action: string
  amount: string
  problems: string[]
  locale: Language
}) {
  const t = await getTranslations({ locale: props.locale, namespace: 'payment.card' })
  const problems = new Set(props.problems)
  return (
    <section aria-labelledby="step" className={styles.step}>
      <h2 id="step">{t('heading')}</h2>
      {problems.size > 0 && (
        <p role="alert" className={styles.problem}>
          {t('problemSummary')}
        </p>
      )}
      <form method="post" action={props.action} className={styles.form} noValidate>
        <input type="hidden" name="decision" value="card" />
        {FIELDS.map(({ name, autoComplete, inputMode }) => {
          const invalid = problems.has(name)
          return (
            <div key={name} className={styles.field}>
              <label htmlFor={name}>{t(name)}</label>
              <input
                id={name}
                name={name}
                autoComplete={autoComplete}
                inputMode={inputMode}
                required
                aria-invalid={invalid || undefined}
                aria-describedby={invalid ? `${name}-problem` : undefined}
              />
              {invalid && (
                <p id={`${name}-problem`} className={styles.error}>
                  {t(`problems.${name}`)}
                </p>
              )}
            </div>
          )
        })}
        <div className={styles.actions}>
          <button type="submit" className={styles.primary}>
            {t('submit', { amount: props.amount })}
          </button>
        </div>
      </form>
      <details className={styles.testCards}>
        <summary>{t('testCards')}</summary>
        <p>{t('testCardsIntro')}</p>
        <ul>
          {Object.entries(TEST_CARDS)
            .filter(([, outcome]) => outcome !== 'approve')
            .map(([number, outcome]) => (
              <li key={number}>
                <code>{grouped(number)}</code> – {t(outcome)}
              </li>
            ))}
          <li>
            <code>{grouped('4242424242424242')}</code> – {t('approve')}
          </li>
        </ul>
      </details>
    </section>
  )
}
