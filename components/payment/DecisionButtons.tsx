/**
 * A step of the embedded payment page decided by one button: approve, cancel or fail a redirect method
 * or wallet, or answer a 3-D Secure challenge. iDEAL asks for the bank first (only approving needs it).
 */
import styles from './hosted.module.css'

interface Props {
  action: string
  heading: string
  intro: string
  field?: { label: string; placeholder: string; choices: readonly string[] }
  buttons: { value: string; label: string; secondary?: boolean }[]
}

export function DecisionButtons({ action, heading, intro, field, buttons }: Props) {
  return (
    <section aria-labelledby="step" className={styles.step}>
      <h2 id="step">{heading}</h2>
      <p>{intro}</p>
      <form method="post" action={action} className={styles.form}>
        {field && (
          <div className={styles.field}>
            <label htmlFor="bank">{field.label}</label>
            <select id="bank" name="bank" required defaultValue="">
              <option value="" disabled>
                {field.placeholder}
              </option>
              {field.choices.map((choice) => (
                <option key={choice}>{choice}</option>
              ))}
            </select>
          </div>
        )}
        <div className={styles.actions}>
          {buttons.map((button) => (
            <button
              key={button.value}
              type="submit"
              name="decision"
              value={button.value}
              formNoValidate={button.secondary}
              className={button.secondary ? styles.secondary : styles.primary}
            >
              {button.label}
            </button>
          ))}
        </div>
      </form>
    </section>
  )
}
