'use client'

/**
 * Desktop sort: a GET form, so it works without JavaScript (the apply button submits it); with
 * JavaScript a change navigates at once and the button is not needed.
 */
import { useRouter } from 'next/navigation'
import { useHydrated } from '@/lib/ui/client/use-hydrated'
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
  const hydrated = useHydrated()
  return (
    <form method="get" action={basePath} className={styles.sortForm} data-testid="sort-form">
      {hidden.map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      <label className={styles.sortLabel}>
        <span>{label}</span>
        <select
          name="sort"
          defaultValue={current}
          className={styles.sortSelect}
          onChange={(event) => {
            const target = options.find((o) => o.value === event.target.value)
            if (target) router.push(target.href, { scroll: false })
          }}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      {!hydrated && (
        <button type="submit" className="button button--secondary">
          {applyLabel}
        </button>
      )}
    </form>
  )
}
