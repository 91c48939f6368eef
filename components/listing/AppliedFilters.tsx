/** A listing's chips of the applied filters, each removing its value; "reset all" removes every filter. */
import NextLink from 'next/link'
import { useTranslations } from 'next-intl'
import type { AppliedChip } from '@/lib/catalog/rules/listing/facet-view'
import { chipLabel } from './wording'
import styles from './listing.module.css'

export function AppliedFilters({ chips, resetHref }: { chips: AppliedChip[]; resetHref: string }) {
  const t = useTranslations('listing')
  if (chips.length === 0) return null
  return (
    <div className={styles.chips} role="group" aria-label={t('filters.applied')}>
      <ul>
        {chips.map((chip) => {
          const label = chipLabel(t, chip.param, chip.text)
          return (
            <li key={`${chip.param}=${chip.value}`}>
              <NextLink
                href={chip.href}
                scroll={false}
                rel="nofollow"
                className={styles.chip}
                aria-label={t('filters.remove', { label })}
                data-chip={chip.param}
              >
                {label}
              </NextLink>
            </li>
          )
        })}
      </ul>
      <NextLink href={resetHref} scroll={false} rel="nofollow" className={styles.reset}>
        {t('filters.resetAll')}
      </NextLink>
    </div>
  )
}
