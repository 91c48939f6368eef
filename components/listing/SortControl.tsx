/** A listing's sort (spec 01 §9, default Relevancy:desc): a select on desktop, the sort dialog on mobile. */
import NextLink from 'next/link'
import { useTranslations } from 'next-intl'
import { listingHref } from '@/lib/catalog/rules/listing/links'
import { SORT_OPTIONS, type SortOption } from '@/lib/catalog/rules/listing/sort'
import { DialogDisclosure } from './DialogDisclosure'
import { SortSelect } from './SortSelect'
import { sortLabel } from './wording'
import styles from './listing.module.css'

interface Props {
  sort: SortOption
  basePath: string
  query: URLSearchParams
  defaultSort: SortOption
}

export function SortControl({ sort, basePath, query, defaultSort }: Props) {
  const t = useTranslations('listing')
  const options = SORT_OPTIONS.map((option) => ({
    value: option,
    label: sortLabel(t, option),
    href: listingHref(basePath, query, { kind: 'sort', sort: option }, defaultSort),
  }))
  // The form sends sort itself and starts again at page 1; the filters and other parameters ride along.
  const hidden = [...query].filter(([name]) => name !== 'sort' && name !== 'page')
  return (
    <div className={styles.sort}>
      <div className={styles.sortDesktop}>
        <SortSelect
          basePath={basePath}
          hidden={hidden}
          current={sort}
          options={options}
          label={t('sort.label')}
          applyLabel={t('sort.apply')}
        />
      </div>
      <DialogDisclosure
        kind="sort"
        id="sort"
        title={t('sort.label')}
        className={styles.sortMobile}
        label={t('sort.label')}
      >
        <ul className={styles.options}>
          {options.map((option) => (
            <li key={option.value}>
              <NextLink
                href={option.href}
                scroll={false}
                rel="nofollow"
                className={styles.option}
                aria-current={option.value === sort ? 'true' : undefined}
                data-sort={option.value}
              >
                <span className={styles.radio} aria-hidden="true" />
                <span className={styles.optionLabel}>{option.label}</span>
              </NextLink>
            </li>
          ))}
        </ul>
      </DialogDisclosure>
    </div>
  )
}
