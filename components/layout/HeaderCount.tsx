/** The count badge beside a header link (basket, wishlist): shown from 1, read out always. */
import styles from './HeaderCount.module.css'

interface Props {
  count: number
  /** The count in words for screen readers ("3 items in the basket"), always present. */
  label: string
  /** data-testid of the badge; the label's is `${testId}-label`. */
  testId: string
}

export function HeaderCount({ count, label, testId }: Props) {
  return (
    <>
      <span className="visually-hidden" data-testid={`${testId}-label`}>
        {label}
      </span>
      {count > 0 && (
        <span className={styles.counter} aria-hidden="true" data-testid={testId}>
          {count}
        </span>
      )}
    </>
  )
}
