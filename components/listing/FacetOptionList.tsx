'use client'

/**
 * A facet's value links, drawn from compact rows. The same list sits in the server HTML (inline panel
 * and filter dialog work without JavaScript) and in the page's RSC data; as rows of strings instead of
 * an element tree, the RSC data of a listing's filters is about a fifth as large (issue 15 item 2).
 */
import NextLink from 'next/link'
import styles from './listing.module.css'

/**
 * One value: its address, value, label, product count (or null), the word a screen reader hears after
 * the count ("Artikel", "articles"), and whether it is on.
 */
export type FacetOptionRow = [
  href: string,
  value: string,
  label: string,
  count: number | null,
  countWord: string,
  selected: 0 | 1,
]

export function FacetOptionList({ param, rows }: { param: string; rows: readonly FacetOptionRow[] }) {
  return (
    <ul className={styles.options} data-facet={param}>
      {rows.map(([href, value, label, count, countWord, selected]) => (
        <li key={href}>
          <NextLink
            href={href}
            scroll={false}
            rel="nofollow"
            className={styles.option}
            aria-current={selected ? 'true' : undefined}
            data-value={value}
          >
            {/* The check box is the link's ::before: no element per value (issue 15 item 2). */}
            <span className={styles.optionLabel}>{label}</span>{' '}
            {count !== null && (
              <span className={styles.count}>
                {count}
                <span className={styles.visuallyHidden}> {countWord}</span>
              </span>
            )}
          </NextLink>
        </li>
      ))}
    </ul>
  )
}
