/**
 * What search makes of typed text: full-text search tolerant of small typos. Terms are the words of
 * the query; each may be widened by words of the catalog's own vocabulary (the distinct words
 * of product names and search keywords, per language):
 * - compounds: a term inside a longer word ('decke' → 'kuscheldecke'), which PostgreSQL's german
 *   configuration does not split;
 * - typos, only when the plain terms find little: the vocabulary words most similar by trigrams
 *   (the measure of pg_trgm's similarity()), e.g. 'kuscheldeke' → 'kuscheldecke'.
 * Alternatives are OR-ed with the term itself, never put in its place.
 */
export const SEARCH_LIMITS = {
  queryLength: 100,
  terms: 6,
  termLength: 40,
  /** Shorter terms are matched whole, not as a prefix: 'a:*' would match half the catalog. */
  prefixMinLength: 3,
  compoundMinLength: 4,
  compoundAlternatives: 6,
  typoMinLength: 4,
  typoAlternatives: 3,
  /** pg_trgm's default similarity threshold is 0.3; product words need a closer match to be a typo. */
  typoMinSimilarity: 0.45,
} as const

const WORD = /[\p{L}\p{N}]+/gu

/** Lowercase words of letters and digits, in order. */
export function words(text: string): string[] {
  return text.normalize('NFC').toLowerCase().match(WORD) ?? []
}

// Shoppers type 'Töpfe' as 'topfe', 'toepfe' or 'töpfe': names and terms are compared in both spellings.
const SPELLED_OUT: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' }
/** The text lowercased without accents, and with German umlauts spelled out: each way shoppers type it. */
export function spellings(text: string): string[] {
  const lower = text.normalize('NFC').toLowerCase()
  const strip = (t: string) => t.normalize('NFD').replace(/\p{M}/gu, '')
  return [...new Set([strip(lower), strip(lower.replace(/[äöüß]/g, (c) => SPELLED_OUT[c] ?? c))])]
}

/**
 * How well a short title (a category name, a page title) matches the query's terms, each given in its
 * spellings: 2 when every term starts a word of the title, 1 when every term is close to one (typos),
 * 0 when some term matches nothing.
 */
export function titleScore(title: string, terms: readonly string[][]): number {
  if (terms.length === 0) return 0
  const titleWords = spellings(title).flatMap(words)
  const matches = (variants: readonly string[], close: boolean) =>
    variants.some((term) =>
      titleWords.some(
        (w) =>
          w.startsWith(term) ||
          (close &&
            term.length >= SEARCH_LIMITS.typoMinLength &&
            similarity(term, w) >= SEARCH_LIMITS.typoMinSimilarity),
      ),
    )
  if (terms.every((t) => matches(t, false))) return 2
  return terms.every((t) => matches(t, true)) ? 1 : 0
}

/** Distinct words of at least 3 characters, sorted: the vocabulary search widens terms with. */
export function vocabularyOf(lines: readonly string[]): string[] {
  const set = new Set<string>()
  for (const line of lines)
    for (const w of words(line)) if (w.length >= SEARCH_LIMITS.prefixMinLength) set.add(w)
  return [...set].sort()
}

/** The query's terms: single characters dropped, duplicates removed, bounded in number and length. */
export function queryTerms(query: string): string[] {
  const terms = words(query.slice(0, SEARCH_LIMITS.queryLength))
    .filter((w) => w.length >= 2)
    .map((w) => w.slice(0, SEARCH_LIMITS.termLength))
  return [...new Set(terms)].slice(0, SEARCH_LIMITS.terms)
}

/** The trigrams pg_trgm takes from a word: padded with two spaces in front and one behind. */
export function trigrams(word: string): Set<string> {
  const padded = `  ${word} `
  const set = new Set<string>()
  for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3))
  return set
}

/** pg_trgm's similarity of two words: shared trigrams over all distinct trigrams of both. */
export function similarity(a: string, b: string): number {
  const ta = trigrams(a)
  const tb = trigrams(b)
  let shared = 0
  for (const t of ta) if (tb.has(t)) shared++
  return shared / (ta.size + tb.size - shared)
}

export interface TermMatch {
  term: string
  /** Vocabulary words OR-ed with the term. */
  alternatives: string[]
}

/** True when some vocabulary word starts with the term: the term's prefix query finds it as typed. */
export function known(term: string, vocabulary: readonly string[]): boolean {
  // The vocabulary is sorted: the first word not below the term is the only candidate.
  let lo = 0
  let hi = vocabulary.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if ((vocabulary[mid] as string) < term) lo = mid + 1
    else hi = mid
  }
  return vocabulary[lo]?.startsWith(term) ?? false
}

/** Longer vocabulary words holding the term after their start (compounds), shortest first. */
export function compoundsOf(term: string, vocabulary: readonly string[]): string[] {
  if (term.length < SEARCH_LIMITS.compoundMinLength) return []
  return vocabulary
    .filter((w) => w.length > term.length && w.indexOf(term, 1) > 0)
    .sort((a, b) => a.length - b.length || (a < b ? -1 : 1))
    .slice(0, SEARCH_LIMITS.compoundAlternatives)
}

/**
 * True when `b` is `a` with two neighbouring letters swapped ('handtcuh' for 'handtuch'): the commonest
 * typo, yet one that breaks three trigrams, so an eight-letter word falls below typoMinSimilarity.
 */
export function isTransposition(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let i = 0
  while (i < a.length && a[i] === b[i]) i++
  return i + 1 < a.length && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2)
}

/** The vocabulary words closest to a term the vocabulary does not know; empty when it knows it. */
export function typoCorrections(term: string, vocabulary: readonly string[]): string[] {
  if (term.length < SEARCH_LIMITS.typoMinLength || known(term, vocabulary)) return []
  const scored: Array<[string, number]> = []
  for (const word of vocabulary) {
    // Words of very different length cannot reach the threshold: skip the trigram work.
    if (Math.abs(word.length - term.length) > Math.max(3, term.length / 2)) continue
    let s = similarity(term, word)
    // A swap ranks as the threshold: found when nothing closer is.
    if (s < SEARCH_LIMITS.typoMinSimilarity && isTransposition(term, word))
      s = SEARCH_LIMITS.typoMinSimilarity
    if (s >= SEARCH_LIMITS.typoMinSimilarity) scored.push([word, s])
  }
  scored.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
  const best = scored[0]?.[1] ?? 0
  return scored
    .filter(([, s]) => s >= best - 0.1)
    .slice(0, SEARCH_LIMITS.typoAlternatives)
    .map(([w]) => w)
}

export function matchTerms(
  terms: readonly string[],
  vocabulary: readonly string[],
  options: { typos: boolean },
): TermMatch[] {
  return terms.map((term) => ({
    term,
    alternatives: [
      ...new Set([
        ...compoundsOf(term, vocabulary),
        ...(options.typos ? typoCorrections(term, vocabulary) : []),
      ]),
    ],
  }))
}

/** True when any term was widened by a typo correction (the result page can say "results for …"). */
export function correctedQuery(matches: readonly TermMatch[], vocabulary: readonly string[]): string | null {
  let changed = false
  const parts = matches.map((m) => {
    const fix = typoCorrections(m.term, vocabulary)[0]
    if (fix && m.alternatives.includes(fix)) {
      changed = true
      return fix
    }
    return m.term
  })
  return changed ? parts.join(' ') : null
}

/**
 * The to_tsquery text: terms AND-ed, each an OR of itself and its alternatives, all as prefixes when
 * long enough. Terms hold only letters and digits, so nothing of the query's own syntax gets through.
 */
export function tsqueryText(matches: readonly TermMatch[]): string {
  const lexeme = (w: string) => (w.length >= SEARCH_LIMITS.prefixMinLength ? `${w}:*` : w)
  return matches
    .map((m) => {
      const options = [m.term, ...m.alternatives].map(lexeme)
      return options.length > 1 ? `(${options.join(' | ')})` : (options[0] as string)
    })
    .join(' & ')
}
