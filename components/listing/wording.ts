/** How the listing's messages word sort options, facets, facet values and applied-filter chips. */
import type { useTranslations } from 'next-intl'
import type { ValueText } from '@/lib/catalog/rules/listing/facet-view'
import type { SortOption } from '@/lib/catalog/rules/listing/sort'

type Translate = ReturnType<typeof useTranslations<'listing'>>

/** Message keys of the sort options (the option itself holds a colon, which keys should not). */
export const SORT_MESSAGE: Record<SortOption, string> = {
  'Relevancy:desc': 'relevancy',
  'Price:asc': 'priceAsc',
  'Price:desc': 'priceDesc',
  'New:desc': 'new',
  'Rating:desc': 'rating',
  'Sale:desc': 'sale',
  'Name:asc': 'name',
}

export function sortLabel(t: Translate, sort: SortOption): string {
  return t(`sort.options.${SORT_MESSAGE[sort]}` as 'sort.options.relevancy')
}

export function facetName(t: Translate, param: string): string {
  return t.has(`facets.${param}` as 'facets.brand') ? t(`facets.${param}` as 'facets.brand') : param
}

/** Words one facet value (lib/catalog/rules/listing/facet-view.ts describes it, the messages word it). */
export function valueLabel(t: Translate, param: string, text: ValueText): string {
  switch (text.kind) {
    case 'label':
      return text.label
    case 'yes':
      return facetName(t, text.param)
    case 'threshold':
      return t(`values.${text.param}`, { value: text.value })
    case 'price':
      if (text.min === null) return t('values.priceUpTo', { max: text.max ?? '' })
      if (text.max === null) return t('values.priceFrom', { min: text.min })
      return t('values.priceBetween', { min: text.min, max: text.max })
  }
}

/** A chip names its filter unless the value says it already (a yes/no filter is named by its value). */
export function chipLabel(t: Translate, param: string, text: ValueText): string {
  const value = valueLabel(t, param, text)
  return text.kind === 'yes' ? value : `${facetName(t, param)}: ${value}`
}
