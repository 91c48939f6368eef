/** A facet's values as links that switch the value on or off in the URL (works without JavaScript). */
import NextLink from 'next/link'
import { useTranslations } from 'next-intl'
import type { FacetView } from '@/lib/catalog/rules/listing/facet-view'
import { valueLabel } from './wording'
import styles from './listing.module.css'

interface Props {
  facet: FacetView
  /** The hidden "n products" of a value; a listing shares one memo over all its facets. */
  countLabel?: (count: number) => string
}

export function FacetOptions({ facet, countLabel }: Props) {
  const t = useTranslations('listing')
  const countText = countLabel ?? ((count: number) => t('filters.valueCount', { count }))
  return (
    <ul className={styles.options} data-facet={facet.param}>
      {facet.options.map((option) => {
        const label = valueLabel(t, facet.param, option.text)
        return (
          <li key={option.href}>
            <NextLink
              href={option.href}
              scroll={false}
              rel="nofollow"
              className={styles.option}
              aria-current={option.selected ? 'true' : undefined}
              data-value={option.value}
            >
              <span className={styles.check} aria-hidden="true" />
              <span className={styles.optionLabel}>{label}</span>
              {option.count !== undefined && (
                <span className={styles.count}>
                  <span aria-hidden="true">{option.count}</span>
                  <span className={styles.visuallyHidden}>{countText(option.count)}</span>
                </span>
              )}
            </NextLink>
          </li>
        )
      })}
    </ul>
  )
}
