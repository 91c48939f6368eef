/**
 * The search page's address (spec 01 §2 /de/suche/?q=…) as the page reads it: the text searched and
 * the query its listing links keep. Never throws: a repeated, overlong or empty `q` is made sensible.
 */
import { SEARCH_LIMITS } from './terms'

export interface SearchPageQuery {
  /** Trimmed, inner whitespace collapsed, at most SEARCH_LIMITS.queryLength characters; '' = no search. */
  q: string
  /** Every parameter as given, with `q` once and cleaned (the listing's links carry it along). */
  searchParams: URLSearchParams
}

type RawQuery = Record<string, string | string[] | undefined>

export function cleanSearchText(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, SEARCH_LIMITS.queryLength).trim()
}

export function searchPageQuery(raw: RawQuery): SearchPageQuery {
  const searchParams = new URLSearchParams()
  let q = ''
  for (const [name, value] of Object.entries(raw)) {
    const values = Array.isArray(value) ? value : value === undefined ? [] : [value]
    if (name === 'q') {
      q ||= values.map(cleanSearchText).find((v) => v !== '') ?? ''
      continue
    }
    for (const v of values) searchParams.append(name, v)
  }
  if (q) searchParams.set('q', q)
  return { q, searchParams }
}
