/** The search page's body: heading, the corrected query, the form, then results or help. */
import NextLink from 'next/link'
import { getTranslations } from 'next-intl/server'
import type { SearchResult } from '@/lib/catalog/server/search/query'
import type { CategoryLink } from '@/lib/catalog/server/search/suggest'
import type { Language, Market } from '@/lib/config'
import { ListingMessages } from '@/components/listing/ListingMessages'
import { ListingView } from '@/components/listing/ListingView'
import { RecommendationSlots } from '@/components/recommendations/RecommendationSlots'
import { SearchPageForm } from './SearchPageForm'
import { ZeroResults } from './ZeroResults'
import styles from './search-page.module.css'

interface SearchResultsProps {
  market: Market
  language: Language
  /** The localised search page, e.g. '/fr/rechercher/'. */
  basePath: string
  /** '' before anything was searched: the page then shows its form and a prompt. */
  q: string
  result?: SearchResult
  searchParams?: URLSearchParams
  invalid?: boolean
  /** Categories to browse when nothing was found. */
  categories?: CategoryLink[]
}

export async function SearchResults(props: SearchResultsProps) {
  const { market, language, basePath, q, result, searchParams, invalid = false, categories = [] } = props
  const t = await getTranslations({ locale: language, namespace: 'search.page' })
  const corrected = result?.correctedQuery ?? null
  const correctedHref = corrected ? `${basePath}?${new URLSearchParams({ q: corrected })}` : ''

  return (
    <article className={styles.page} data-testid="search-page" data-query={q}>
      <header className={styles.header}>
        <h1>{q ? t('resultsFor', { query: corrected ?? q }) : t('title')}</h1>
        {!q && <p className="screen__intro">{t('prompt')}</p>}
        {corrected && (
          <p className={styles.corrected} data-testid="search-corrected">
            {t.rich('didYouMean', {
              corrected,
              link: (chunks) => <NextLink href={correctedHref}>{chunks}</NextLink>,
            })}{' '}
            {t('corrected', { query: q })}
          </p>
        )}
        <SearchPageForm action={basePath} q={q} language={language} />
      </header>

      {result && searchParams && result.total === 0 && result.appliedFilters.length === 0 ? (
        <ZeroResults language={language} q={q} categories={categories} invalid={invalid} />
      ) : (
        result &&
        searchParams && (
          <ListingMessages>
            {/* The cards' h3 follow an h2, not the h1 (heading order, issue 14 item 13). */}
            <h2 className="visually-hidden">{t('resultsHeading')}</h2>
            <ListingView
              result={result}
              searchParams={searchParams}
              basePath={basePath}
              locale={market.formattingLocale}
              currency={market.currency}
              tracking={{ listId: 'search', listName: 'search', searchTerm: corrected ?? q }}
            />
          </ListingMessages>
        )
      )}
      {q && <RecommendationSlots slots={['search']} />}
    </article>
  )
}
