import { describe, expect, it } from 'vitest'
import {
  compoundsOf,
  correctedQuery,
  isTransposition,
  matchTerms,
  queryTerms,
  SEARCH_LIMITS,
  similarity,
  trigrams,
  tsqueryText,
  typoCorrections,
  vocabularyOf,
  words,
} from '@/lib/catalog/rules/search/terms'

/** Search terms (full text, tolerant of small typos): pure helpers of lib/catalog/rules/search/terms. */
const VOCABULARY = vocabularyOf([
  'Kuscheldecke Lund, Bio-Baumwolle',
  'Tagesdecke Sola',
  'Kochtopf Ida, Edelstahl',
  'Topfset Mira',
  'Handtuch Como, Frottee',
  'Wasserkocher Mira, 1,7 l',
  'Bouilloire Céleste',
])

describe('words and terms', () => {
  it.each([
    ['Wasserkocher Mira, 1,7 l', ['wasserkocher', 'mira', '1', '7', 'l']],
    ['Bio-Baumwolle', ['bio', 'baumwolle']],
    ['  CANAPÉ d’angle ', ['canapé', 'd', 'angle']],
    ['<script>alert(1)</script>', ['script', 'alert', '1', 'script']],
    ['', []],
  ])('words(%j)', (text, expected) => {
    expect(words(text)).toEqual(expected)
  })

  it('drops single characters and duplicates, bounds count and length of the terms', () => {
    expect(queryTerms('a Topf topf & Deckel')).toEqual(['topf', 'deckel'])
    expect(queryTerms('eins zwei drei vier fünf sechs sieben acht')).toHaveLength(SEARCH_LIMITS.terms)
    expect(queryTerms('x'.repeat(60))[0]).toHaveLength(SEARCH_LIMITS.termLength)
    expect(queryTerms('!! ?? --')).toEqual([])
  })

  it('builds a sorted vocabulary of words with at least 3 characters', () => {
    expect(VOCABULARY).toContain('kuscheldecke')
    expect(VOCABULARY).not.toContain('1')
    expect(VOCABULARY).toEqual([...VOCABULARY].sort())
  })
})

describe('trigram similarity, as pg_trgm computes it', () => {
  it('pads words with two spaces in front and one behind', () => {
    expect([...trigrams('word')].sort()).toEqual(['  w', ' wo', 'ord', 'rd ', 'wor'].sort())
  })

  // Values checked against PostgreSQL 15's pg_trgm similarity().
  it.each([
    ['kuscheldeke', 'kuscheldecke', 0.6666667],
    ['handtuh', 'handtuch', 0.54545456],
    ['wasserkocer', 'wasserkocher', 0.6666667],
    ['sofs', 'sofa', 0.42857143],
    ['ab', 'abc', 0.4],
  ])('similarity(%j, %j) = %d', (a, b, expected) => {
    expect(similarity(a, b)).toBeCloseTo(expected, 6)
  })
})

describe('widening terms with the vocabulary', () => {
  it('finds compounds holding the term after their start, shortest first', () => {
    expect(compoundsOf('decke', VOCABULARY)).toEqual(['tagesdecke', 'kuscheldecke'])
    expect(compoundsOf('topf', VOCABULARY)).toEqual(['kochtopf'])
    // Too short to look inside words.
    expect(compoundsOf('top', VOCABULARY)).toEqual([])
  })

  it('corrects a typo to the closest words, only for words the vocabulary does not know', () => {
    expect(typoCorrections('kuscheldeke', VOCABULARY)).toEqual(['kuscheldecke'])
    expect(typoCorrections('handtuh', VOCABULARY)).toEqual(['handtuch'])
    expect(typoCorrections('bouiloire', VOCABULARY)).toEqual(['bouilloire'])
    // Two neighbouring letters swapped: trigram similarity 0.38, below the threshold, still a typo.
    expect(similarity('handtcuh', 'handtuch')).toBeLessThan(SEARCH_LIMITS.typoMinSimilarity)
    expect(typoCorrections('handtcuh', VOCABULARY)).toEqual(['handtuch'])
    expect(typoCorrections('kcohtopf', VOCABULARY)).toEqual(['kochtopf'])
    // Known, or the start of a known word: nothing to correct.
    expect(typoCorrections('wasserko', VOCABULARY)).toEqual([])
    expect(typoCorrections('handtuch', VOCABULARY)).toEqual([])
    // Too short to guess, or nothing close enough.
    expect(typoCorrections('tpf', VOCABULARY)).toEqual([])
    expect(typoCorrections('zebrastreifen', VOCABULARY)).toEqual([])
  })

  it.each([
    ['handtcuh', 'handtuch', true],
    ['ahndtuch', 'handtuch', true],
    ['handtuhc', 'handtuch', true],
    ['handtuch', 'handtuch', false],
    ['hnadtcuh', 'handtuch', false],
    ['handtich', 'handtuch', false],
    ['handtuc', 'handtuch', false],
  ])('isTransposition(%j, %j) = %j', (a, b, expected) => {
    expect(isTransposition(a, b)).toBe(expected)
  })

  it('ORs alternatives with the term and ANDs the terms, as prefixes', () => {
    const plain = matchTerms(['kuscheldeke', 'lund'], VOCABULARY, { typos: false })
    expect(tsqueryText(plain)).toBe('kuscheldeke:* & lund:*')
    const widened = matchTerms(['kuscheldeke', 'lund'], VOCABULARY, { typos: true })
    expect(tsqueryText(widened)).toBe('(kuscheldeke:* | kuscheldecke:*) & lund:*')
    expect(correctedQuery(widened, VOCABULARY)).toBe('kuscheldecke lund')
    expect(correctedQuery(plain, VOCABULARY)).toBeNull()
    expect(tsqueryText(matchTerms(['decke'], VOCABULARY, { typos: false }))).toBe(
      '(decke:* | tagesdecke:* | kuscheldecke:*)',
    )
    // Two-letter terms are matched whole.
    expect(tsqueryText(matchTerms(['xl'], VOCABULARY, { typos: true }))).toBe('xl')
    expect(tsqueryText([])).toBe('')
  })
})
