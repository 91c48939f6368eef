/**
 * The listing UI shared by category pages and search: result count, filters (at most 4 inline on
 * desktop, spec 01 §9; all in the filter dialog), applied-filter chips, sort, the product grid, page
 * links. Every control is a link or a GET form, so it all works without JavaScript; the state is the URL.
 */
import NextLink from 'next/link'
import type { ReactNode } from 'react'
import { useTranslations } from 'next-intl'
import type { Currency } from '@/lib/config/markets'
import { appliedChips, facetSections, facetViews, inlineFacets } from '@/lib/catalog/rules/listing/facet-view'
import { canonicalListingQuery, listingHref } from '@/lib/catalog/rules/listing/links'
import { parseListingParams } from '@/lib/catalog/rules/listing/params'
import type { ListingResult } from '@/lib/catalog/server/listing/query'
import { DEFAULT_SORT, type SortOption } from '@/lib/catalog/rules/listing/sort'
import { viewItemListPayload } from '@/lib/tracking/rules/item-list'
import { TrackedList } from '@/components/tracking/TrackedList'
import { AppliedFilters } from './AppliedFilters'
import { DialogDisclosure } from './DialogDisclosure'
import { FacetOptions } from './FacetOptions'
import { ListingNotice } from './ListingNotice'
import { Pagination } from './Pagination'
import { ProductGrid } from './ProductGrid'
import { SortControl } from './SortControl'
import { facetName } from './wording'
import styles from './listing.module.css'

/** What a listing shows: a category listing's result, or search's (which has no category). */
export type ListingPage = Pick<
  ListingResult,
  'products' | 'total' | 'page' | 'perPage' | 'pageCount' | 'sort' | 'facets' | 'appliedFilters'
>

export interface ListingViewProps {
  result: ListingPage
  /** The request's query as it came (raw): malformed listing values are dropped from every link. */
  searchParams: URLSearchParams
  /** Shopper-visible path the links go to, e.g. '/de/kueche/' or '/de/suche/'. */
  basePath: string
  /** The market's formatting locale and currency (prices, price bands). */
  locale: string
  currency: Currency
  /** The sort this page uses without a `sort` parameter (a listing block may name another). */
  defaultSort?: SortOption
  /** Replaces each card's wishlist heart; when absent, the cards show their own WishlistToggle. */
  wishlistSlot?: (productId: number) => ReactNode
  /** The list as tracking names it (spec 02 §7 frontend_view_item_list): a category's, search's. */
  tracking?: ListTracking
}

export interface ListTracking {
  listId: string
  listName: string
  category?: { id: number; name: string } | null
  searchTerm?: string | null
}

export function ListingView({
  result,
  searchParams,
  basePath,
  locale,
  currency,
  defaultSort = DEFAULT_SORT,
  wishlistSlot,
  tracking = { listId: 'listing', listName: 'listing' },
}: ListingViewProps) {
  const t = useTranslations('listing')
  const { value, problems } = parseListingParams(searchParams)
  const query = canonicalListingQuery(value, searchParams, defaultSort)
  const ctx = { basePath, query, defaultSort, money: { locale, currency } }
  const facets = facetViews(result.facets, ctx)
  const chips = appliedChips(result.appliedFilters, result.facets, ctx)
  const resetHref = listingHref(basePath, query, { kind: 'reset' }, defaultSort)
  const beyondLast = result.total > 0 && result.page > result.pageCount
  // Each facet's options are built once and shown twice (inline and in the filter dialog): one element
  // rendered once, and its count wording formatted once per count for the whole page.
  const countLabel = countWording(t)
  const optionsOf = new Map(
    facets.map((facet) => [
      facet.param,
      <FacetOptions key={facet.param} facet={facet} countLabel={countLabel} />,
    ]),
  )

  const sections = facetSections(facets)
  const panel = (
    <div className={styles.allFacets}>
      {sections.lists.map((facet) => (
        <section key={facet.param} className={styles.facetGroup} aria-label={facetName(t, facet.param)}>
          <h3 className={styles.facetTitle}>{facetName(t, facet.param)}</h3>
          {optionsOf.get(facet.param)}
        </section>
      ))}
      {sections.flags && (
        <section className={styles.facetGroup} aria-label={t('filters.properties')}>
          <h3 className={styles.facetTitle}>{t('filters.properties')}</h3>
          <FacetOptions facet={sections.flags} countLabel={countLabel} />
        </section>
      )}
      {chips.length > 0 && (
        <NextLink href={resetHref} className={styles.reset} scroll={false}>
          {t('filters.resetAll')}
        </NextLink>
      )}
    </div>
  )

  return (
    <section className={styles.listing} data-testid="listing" aria-label={t('gridLabel')}>
      <div className={styles.toolbar}>
        <div className={styles.filterBar} role="group" aria-label={t('filters.title')}>
          {inlineFacets(facets).map((facet) => (
            <DialogDisclosure
              key={facet.param}
              kind="listingFacet"
              id={facet.param}
              title={facetName(t, facet.param)}
              className={styles.inlineFacet}
              label={
                <>
                  {facetName(t, facet.param)}
                  {facet.selectedCount > 0 && <span className={styles.badge}>{facet.selectedCount}</span>}
                </>
              }
            >
              {optionsOf.get(facet.param)}
            </DialogDisclosure>
          ))}
          {facets.length > 0 && (
            <DialogDisclosure
              kind="filter"
              id="all"
              title={t('filters.title')}
              className={styles.allFilters}
              label={chips.length > 0 ? t('filters.allCount', { count: chips.length }) : t('filters.all')}
            >
              {panel}
            </DialogDisclosure>
          )}
        </div>
        <SortControl sort={result.sort} basePath={basePath} query={query} defaultSort={defaultSort} />
      </div>

      <p className={styles.resultCount} role="status" data-testid="result-count">
        {t('resultCount', { count: result.total })}
      </p>
      <AppliedFilters chips={chips} resetHref={resetHref} />
      <ListingNotice
        invalid={problems.length > 0}
        beyondLast={beyondLast ? { pageCount: result.pageCount, lastHref: pageHref(result.pageCount) } : null}
      />

      {result.products.length > 0 ? (
        <TrackedList
          payload={viewItemListPayload({
            ...tracking,
            currency,
            totalHits: result.total,
            filters: result.appliedFilters,
            orderBy: result.sort,
            products: result.products.map((p) => ({ ...p, priceCents: p.priceRange.min.withTax })),
            firstPosition: (result.page - 1) * result.perPage + 1,
          })}
          productIds={result.products.map((p) => p.id)}
        >
          <ProductGrid
            products={result.products}
            locale={locale}
            label={t('gridLabel')}
            hintFirst={result.page === 1}
            wishlistSlot={wishlistSlot}
          />
        </TrackedList>
      ) : (
        !beyondLast && (
          <div className={styles.empty} data-testid="listing-empty">
            <h2 className={styles.emptyTitle}>{t('empty.title')}</h2>
            <p>{chips.length > 0 ? t('empty.filtered') : t('empty.category')}</p>
            {chips.length > 0 && (
              <NextLink href={resetHref} className="button">
                {t('filters.resetAll')}
              </NextLink>
            )}
          </div>
        )
      )}

      <Pagination
        page={result.page}
        pageCount={result.pageCount}
        basePath={basePath}
        query={query}
        defaultSort={defaultSort}
      />
    </section>
  )

  function pageHref(page: number) {
    return listingHref(basePath, query, { kind: 'page', page }, defaultSort)
  }
}

function countWording(t: ReturnType<typeof useTranslations<'listing'>>): (count: number) => string {
  const known = new Map<number, string>()
  return (count) => {
    let text = known.get(count)
    if (text === undefined) {
      text = t('filters.valueCountWord', { count })
      known.set(count, text)
    }
    return text
  }
}
