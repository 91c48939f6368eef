/**
 * A facet's values as links that switch the value on or off in the URL (works without JavaScript).
 * Worded here on the server; ./FacetOptionList.tsx draws them from compact rows.
 */
import { useTranslations } from 'next-intl'
import type { FacetView } from '@/lib/catalog/rules/listing/facet-view'
import { FacetOptionList, type FacetOptionRow } from './FacetOptionList'
import { valueLabel } from './wording'

interface Props {
  facet: FacetView
  /** The hidden word after a value's count ("Artikel"); a listing shares one memo over all its facets. */
  countLabel?: (count: number) => string
}

export function FacetOptions({ facet, countLabel }: Props) {
  const t = useTranslations('listing')
  const countText = countLabel ?? ((count: number) => t('filters.valueCountWord', { count }))
  const rows = facet.options.map(
    (option): FacetOptionRow => [
      option.href,
      option.value,
      valueLabel(t, facet.param, option.text),
      option.count ?? null,
      option.count === undefined ? '' : countText(option.count),
      option.selected ? 1 : 0,
    ],
  )
  return <FacetOptionList param={facet.param} rows={rows} />
}
