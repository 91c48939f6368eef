import 'server-only'

/**
 * What the proxy checks a listing or search address against before it sends it to a cached page
 * (../rules/listing/cache-query.ts): the filter values and words of the catalog index, which the
 * listings hold in memory anyway. Follows the index: a catalog change that rebuilds it is seen here.
 */
import { getDb } from '@/lib/db'
import { logFailure } from '@/lib/http/server/failure'
import type { CatalogIndex } from '../rules/listing/catalog-index'
import { UNKNOWN_CATALOG, type QueryVocabulary } from '../rules/listing/cache-query'
import { known } from '../rules/search/terms'
import { getCatalogIndex } from './listing/index-cache'

export function vocabularyOf(index: CatalogIndex): QueryVocabulary {
  return {
    hasToken: (param, value) => index.tokens.get(param)?.numbers.has(value) ?? false,
    knowsTerm: (language, term) => known(term, index.vocabulary[language] ?? []),
  }
}

/** The catalog's vocabulary; while the index cannot be built, one that caches nothing. */
export async function getQueryVocabulary(): Promise<QueryVocabulary> {
  try {
    return vocabularyOf(await getCatalogIndex(await getDb()))
  } catch (error) {
    logFailure('[catalog] no catalog index for the proxy; listings and search render per request', error)
    return UNKNOWN_CATALOG
  }
}
