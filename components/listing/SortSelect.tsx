'use client'

/**
 * Desktop sort: a GET form with its apply button, so choosing an option changes nothing until the
 * shopper applies it (WCAG 3.2.2 on input: a select that reloads the page on change surprises keyboard
 * and screen-reader users, who pass through the options one by one). Without JavaScript the form is
 * submitted as it is; with JavaScript the button navigates client-side to the clean listing address.
 */
import { useRouter } from 'next/navigation'
import type { FormEvent } from 'react'
import styles from './listing.module.css'

interface Props {
  basePath: string
  /** The page's other parameters, kept by the form (filters; search's q). */
  hidden: ReadonlyArray<readonly [string, string]>
  current: string
  options: ReadonlyArray<{ value: string; label: string; href: string }>
  label: string
  applyLabel: string
}

export function SortSelect({ basePath, hidden, current, options, label, applyLabel }: Props) {
  const router = useRouter()
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const chosen = new FormData(event.currentTarget).get('sort')
    const target = options.find((o) => o.value === chosen)
    if (!target) return
    event.preventDefault()
    router.push(target.href, { scroll: false })
  }
  return (
    <form
      method="get"
      action={basePath}
      className={styles.sortForm}
      data-testid="sort-form"
      onSubmit={onSubmit}
    >
      {hidden.map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      <label className={styles.sortLabel}>
        <span>{label}</span>
        <select name="sort" defaultValue={current} className={styles.sortSelect}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={`button button--secondary ${styles.sortApply}`}>
        {applyLabel}
      </button>
    </form>
  )
}
